// A user's game class held to the protocol's table (./protocol.ts) before asc compiles it:
// parsed with AssemblyScript's own parser (the compiler build-game runs, so it reads the
// user's syntax exactly, decorators included), its members, inherited ones too, compared
// with the table's signatures. A wrong signature compiled would fail as many errors
// inside the package's searches, none at the user's line; here each is one line,
// `my-game.ts:12: evaluate() must return i32, not f64`. What the check cannot judge
// (a type alias imported from elsewhere, a base class from a package) it leaves to asc.

import { dirname, join, relative, resolve } from "node:path";
import { PROTOCOL_MEMBERS, signatureOf, type ProtocolMember } from "./protocol.js";

/** The parts of AssemblyScript's parser (the `assemblyscript` module) the check reads. */
export interface AscParserModule {
  Parser: new () => {
    parseFile(text: string, path: string, isEntry: boolean): void;
    sources: AsSource[];
    diagnostics: { category: number }[];
  };
  NodeKind: { ClassDeclaration: number; MethodDeclaration: number; TypeDeclaration: number; Import: number };
  CommonFlags: { Private: number; Protected: number; Static: number; Get: number; Set: number };
  DiagnosticCategory: { Error: number };
}

interface AsSource {
  statements: AsNode[];
  lineAt(pos: number): number;
}
interface AsType {
  kind: number;
  name?: { identifier: { text: string }; next: unknown };
  typeArguments?: AsType[] | null;
  isNullable: boolean;
}
interface AsNode {
  kind: number;
  range: { start: number };
  flags: number;
  name?: { text: string };
  members?: AsNode[];
  extendsType?: AsType | null;
  typeParameters?: unknown[] | null;
  type?: AsType | null;
  signature?: {
    parameters: { name: { text: string }; type: AsType; initializer: unknown; parameterKind: number }[];
    returnType: AsType;
  };
  declarations?: { foreignName: { text: string }; name: { text: string } }[] | null;
  path?: { value: string };
}

/** AssemblyScript's other spellings of the protocol's types (`boolean` is `bool`; usize is u32 on wasm32). */
const SAME: Record<string, string> = { boolean: "bool", String: "string", usize: "u32", number: "f64" };

/** Type names the check knows (besides the file's own classes): a type written with one of these is judged. */
const BUILT_IN = new Set([
  ...["i8", "i16", "i32", "i64", "isize", "u8", "u16", "u32", "u64", "usize", "bool", "f32", "f64", "v128"],
  ...["void", "string", "String", "boolean", "number", "anyref", "externref"],
]);

/** One parsed file: its path, its source, and the file name to report (as the user gave it, or beside it). */
interface Parsed {
  path: string;
  shown: string;
  source: AsSource;
}

/** A member as found: the node, the file it is written in. */
interface Found {
  node: AsNode;
  file: Parsed;
}

/**
 * The protocol's problems with class `className` of `file` (text `text`, shown as `shown`):
 * one line each, `file:line: what is wrong`, in the order of the protocol's table; none
 * when the class keeps it (or when the file does not parse: asc then says why). `read`
 * reads a relative import's source (a base class's file), undefined when it cannot.
 */
export function protocolProblems(
  as: AscParserModule,
  file: string,
  shown: string,
  text: string,
  className: string,
  read: (path: string) => string | undefined,
): string[] {
  const parse = (path: string, source: string, name: string): Parsed | undefined => {
    const parser = new as.Parser();
    parser.parseFile(source, path, true);
    if (parser.diagnostics.some((d) => d.category === as.DiagnosticCategory.Error)) return undefined;
    return { path, shown: name, source: parser.sources[0] };
  };
  const own = parse(resolve(file), text, shown);
  if (own === undefined) return [];
  const start = findClass(as, own, className);
  if (start === undefined) return [];

  // The class and its bases, nearest first; `complete` is false when a base could not be read.
  const chain: Found[] = [start];
  let complete = true;
  for (let at = start; at.node.extendsType; ) {
    const base = baseClass(as, at, read, parse);
    if (base === undefined || chain.length > 16) {
      complete = false;
      break;
    }
    chain.push(base);
    at = base;
  }
  const memberOf = (name: string): Found | undefined => {
    for (const c of chain) {
      const node = c.node.members?.find((m) => m.name?.text === name && !(m.flags & as.CommonFlags.Set));
      if (node) return { node, file: c.file };
    }
    return undefined;
  };
  const where = (f: Found) => `${f.file.shown}:${f.file.source.lineAt(f.node.range.start)}`;

  const problems: string[] = [];
  const ctor = memberOf("constructor");
  const args = ctor?.node.signature?.parameters.filter((p) => p.initializer == null && p.parameterKind !== 2) ?? [];
  if (ctor && args.length > 0)
    problems.push(
      `${where(ctor)}: the constructor must take no arguments (the core makes the game with \`new ${className}()\`), ` +
        `not ${args.map((p) => p.name.text).join(", ")}: give a board its sizes in a subclass (\`super(8, 8)\`)`,
    );
  if (start.node.typeParameters && start.node.typeParameters.length > 0)
    problems.push(`${where(start)}: class ${className} must not be generic: the core makes it with no type arguments`);
  const missing: string[] = [];
  for (const member of PROTOCOL_MEMBERS) {
    const found = memberOf(member.name);
    if (found === undefined) {
      if (member.required && complete) missing.push(member.name);
      continue;
    }
    const problem = memberProblem(as, member, found, chain);
    if (problem !== undefined) problems.push(`${where(found)}: ${problem}`);
  }
  const chance = memberOf("isChance");
  if (chance && memberOf("chanceWeight") === undefined && complete)
    problems.push(
      `${where(chance)}: class ${className} has isChance() but lacks chanceWeight(move: i32): i32, which a game ` +
        "with chance must have (docs/your-game.md)",
    );
  if (missing.length > 0)
    problems.unshift(
      `${where(start)}: class ${className} lacks ${listed(missing)}, which a game must have ` +
        "(the protocol: docs/your-game.md)",
    );
  return problems;
}

function listed(names: string[]): string {
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function findClass(as: AscParserModule, file: Parsed, name: string): Found | undefined {
  const node = file.source.statements.find((s) => s.kind === as.NodeKind.ClassDeclaration && s.name?.text === name);
  return node && { node, file };
}

/** The class `at` extends: in its own file, or in the file a relative import names; undefined when not found. */
function baseClass(
  as: AscParserModule,
  at: Found,
  read: (path: string) => string | undefined,
  parse: (path: string, source: string, shown: string) => Parsed | undefined,
): Found | undefined {
  const type = at.node.extendsType!;
  if (type.name === undefined || type.name.next != null) return undefined; // a namespace's class: not followed
  const name = type.name.identifier.text;
  const here = findClass(as, at.file, name);
  if (here) return here;
  for (const s of at.file.source.statements) {
    if (s.kind !== as.NodeKind.Import || !s.path || !s.path.value.startsWith(".")) continue;
    const imported = s.declarations?.find((d) => d.name.text === name);
    if (!imported) continue;
    const path = resolve(dirname(at.file.path), s.path.value.replace(/\.ts$/, "") + ".ts");
    const text = read(path);
    if (text === undefined) return undefined;
    const shown = join(dirname(at.file.shown), relative(dirname(at.file.path), path));
    const file = parse(path, text, shown);
    return file && findClass(as, file, imported.foreignName.text);
  }
  return undefined;
}

/** What is wrong with `found` as the protocol's `member`, or undefined. */
function memberProblem(as: AscParserModule, member: ProtocolMember, found: Found, chain: Found[]): string | undefined {
  const { node } = found;
  const flags = node.flags;
  const getter = (flags & as.CommonFlags.Get) !== 0;
  const shown = member.params === undefined ? member.name : `${member.name}()`;
  if (flags & as.CommonFlags.Static)
    return `${shown} must not be static: the core calls it on the game (${signatureOf(member)})`;
  if (flags & (as.CommonFlags.Private | as.CommonFlags.Protected))
    return `${shown} must be public: the core's searches call it (${signatureOf(member)})`;
  if (member.params === undefined) {
    // A field, or a getter.
    const type = getter ? node.signature?.returnType : node.type;
    if (node.kind === as.NodeKind.MethodDeclaration && !getter) {
      const example = `readonly ${member.name}: ${member.type} = ${member.type === "bool" ? "true" : "3"};`;
      return `${member.name} must be a field or a getter (\`${example}\`), not a method`;
    }
    const wrong = type ? wrongType(as, type, member.type, chain) : undefined;
    return wrong && `${member.name} must be a ${member.type}, not ${wrong}`;
  }
  if (node.kind !== as.NodeKind.MethodDeclaration || getter)
    return `${member.name} must be a method ${signatureOf(member)}, not a ${getter ? "getter" : "field"}`;
  const params = node.signature!.parameters;
  const needed = params.filter((p) => p.initializer == null && p.parameterKind !== 2);
  const want = member.params.length;
  const rest = params.some((p) => p.parameterKind === 2);
  if (needed.length > want || (params.length < want && !rest)) {
    const takes = want === 0 ? "no arguments" : want === 1 ? "one argument" : `${want} arguments`;
    return `${shown} must take ${takes}, not ${params.length} (${signatureOf(member)})`;
  }
  for (let k = 0; k < member.params.length; k++) {
    const wrong = wrongType(as, params[k].type, member.params[k].type, chain);
    if (wrong)
      return (
        `${shown}'s argument ${params[k].name.text} must be ${member.params[k].type}, not ${wrong} ` +
        `(${signatureOf(member)})`
      );
  }
  const wrong = wrongType(as, node.signature!.returnType, member.type, chain);
  return wrong && `${shown} must return ${member.type}, not ${wrong}`;
}

/**
 * How `type` is written when it is known to differ from `want` (a built-in type, a
 * nullable or generic one, a class of the file); undefined when it is `want`, or not known
 * here (a name from elsewhere, or no type written: asc judges those).
 */
function wrongType(as: AscParserModule, type: AsType, want: string, chain: Found[]): string | undefined {
  if (type.name === undefined) return "a function type";
  let name = type.name.identifier.text;
  // A type alias of one of the files read: what it stands for.
  for (let depth = 0; depth < 8; depth++) {
    const alias = aliasOf(as, name, chain);
    if (alias?.name === undefined) break;
    name = alias.name.identifier.text;
  }
  const generic = type.typeArguments && type.typeArguments.length > 0 ? "<...>" : "";
  const written = `${name}${generic}${type.isNullable ? " | null" : ""}`;
  if (written === name && (SAME[name] ?? name) === (SAME[want] ?? want)) return undefined;
  const known = BUILT_IN.has(name) || written !== name || chain.some((c) => findClass(as, c.file, name) !== undefined);
  return known ? written : undefined;
}

function aliasOf(as: AscParserModule, name: string, chain: Found[]): AsType | undefined {
  for (const c of chain) {
    const alias = c.file.source.statements.find((s) => s.kind === as.NodeKind.TypeDeclaration && s.name?.text === name);
    if (alias?.type) return alias.type;
  }
  return undefined;
}
