// Tiny hand-assembled WebAssembly modules for the tests of what a game core must be: any
// functions, each `() -> i32` returning a constant or trapping, a memory, and imports, so
// a test can make a module that only looks like a kit's core.

/** A function the module exports: returns `value`, or traps (`unreachable`) when it is undefined. */
export interface FakeFunction {
  name: string;
  value?: number;
}

const text = (s: string) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];
const uleb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n !== 0) byte |= 0x80;
    out.push(byte);
  } while (n !== 0);
  return out;
};
const vec = (items: number[][]) => [...uleb(items.length), ...items.flat()];
const section = (id: number, body: number[]) => [id, ...uleb(body.length), ...body];
/** i32.const as a signed LEB128 (the values used here are small). */
const sleb = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) return [...out, byte];
    out.push(byte | 0x80);
  }
};

/**
 * A module exporting `functions` and (unless `memory` is false) a memory of one page; `imports` are
 * "module.name" functions.
 */
export function fakeModule(
  functions: readonly FakeFunction[],
  options: { memory?: boolean; imports?: string[] } = {},
): Uint8Array {
  const imports = options.imports ?? [];
  const type = [0x60, 0x00, 0x01, 0x7f]; // () -> i32
  const bytes = [
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, vec([type])),
    ...(imports.length > 0
      ? section(
          2,
          vec(
            imports.map((i) => {
              const [module, name] = i.split(".");
              return [...text(module), ...text(name), 0x00, 0x00];
            }),
          ),
        )
      : []),
    ...section(3, vec(functions.map(() => [0x00]))),
    ...(options.memory === false ? [] : section(5, vec([[0x00, 0x01]]))),
    ...section(
      7,
      vec([
        ...functions.map((f, k) => [...text(f.name), 0x00, ...uleb(imports.length + k)]),
        ...(options.memory === false ? [] : [[...text("memory"), 0x02, 0x00]]),
      ]),
    ),
    ...section(
      10,
      vec(
        functions.map((f) => {
          const body = f.value === undefined ? [0x00, 0x00, 0x0b] : [0x00, 0x41, ...sleb(f.value), 0x0b];
          return [...uleb(body.length), ...body];
        }),
      ),
    ),
  ];
  return new Uint8Array(bytes);
}
