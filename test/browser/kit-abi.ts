// A kit core rebuilt for another version of the kit's ABI, without building one: the
// bytes of a core whose `kitAbi` export returns `version` instead (its body is
// `i32.const <abi>; end`, patched in place). Its exports are this kit's, so it loads up to
// the ABI check: what a core from another bestfirst whose exports happen to match meets.

/** An unsigned LEB128 at `at`: its value and the offset after it. */
function uleb(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = bytes[at++];
    value |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [value >>> 0, at];
  }
}

/** A name (its length, then its bytes) at `at`: the name and the offset after it. */
function name(bytes: Uint8Array, at: number): [string, number] {
  const [n, from] = uleb(bytes, at);
  return [new TextDecoder().decode(bytes.subarray(from, from + n)), from + n];
}

/** Skips an import's description of kind `kind` (0 function, 1 table, 2 memory, 3 global) at `at`. */
function skipImport(bytes: Uint8Array, kind: number, at: number): number {
  if (kind === 0) return uleb(bytes, at)[1];
  if (kind === 1) at++; // the table's element type, then its limits
  if (kind === 1 || kind === 2) {
    const flags = bytes[at++];
    at = uleb(bytes, at)[1];
    return flags & 1 ? uleb(bytes, at)[1] : at;
  }
  return at + 2; // a global: its value type and mutability
}

/** A copy of `core` whose kitAbi() returns `version` (0 to 63). */
export function withKitAbi(core: Uint8Array, version: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(core);
  let importedFunctions = 0;
  let abiFunction = -1;
  for (let at = 8; at < bytes.length; ) {
    const id = bytes[at];
    const [size, start] = uleb(bytes, at + 1);
    let p = start;
    if (id === 2 || id === 7 || id === 10) {
      let count: number;
      [count, p] = uleb(bytes, p);
      for (let k = 0; k < count; k++) {
        if (id === 2) {
          p = name(bytes, name(bytes, p)[1])[1];
          const kind = bytes[p++];
          if (kind === 0) importedFunctions++;
          p = skipImport(bytes, kind, p);
        } else if (id === 7) {
          let exported: string;
          [exported, p] = name(bytes, p);
          const kind = bytes[p++];
          let index: number;
          [index, p] = uleb(bytes, p);
          if (exported === "kitAbi" && kind === 0) abiFunction = index;
        } else {
          let length: number;
          [length, p] = uleb(bytes, p);
          if (k === abiFunction - importedFunctions) {
            // No locals, i32.const <abi>, end.
            if (length !== 4 || bytes[p] !== 0 || bytes[p + 1] !== 0x41 || bytes[p + 3] !== 0x0b)
              throw new Error("kitAbi's body is not i32.const <abi>; end");
            bytes[p + 2] = version;
            return bytes;
          }
          p += length;
        }
      }
    }
    at = start + size;
  }
  throw new Error("no kitAbi function found");
}
