// The game kit's protocol as a table (docs/your-game.md, "The protocol"): every member a
// game class has or may have, with its AssemblyScript signature. build-game holds a
// user's class to it before compiling (./signatures.ts), so a wrong signature is told at
// the user's own line rather than as asc's errors inside the package's searches.

/** One member of the protocol: a method's parameters' and result's types, or a field's type (`params` undefined). */
export interface ProtocolMember {
  name: string;
  /** The parameters' names (as the docs write them) and types; undefined for a field (or a getter). */
  params?: readonly { name: string; type: string }[];
  /** The method's result, or the field's type. */
  type: string;
  required: boolean;
}

const method = (name: string, type: string, required: boolean, ...params: [string, string][]): ProtocolMember => ({
  name,
  params: params.map(([n, t]) => ({ name: n, type: t })),
  type,
  required,
});

export const PROTOCOL_MEMBERS: readonly ProtocolMember[] = [
  { name: "decisive", type: "bool", required: true },
  method("load", "void", true),
  method("moveCount", "i32", true),
  method("play", "void", true, ["move", "i32"]),
  method("undo", "void", true),
  method("isTerminal", "bool", true),
  method("maxToMove", "bool", true),
  method("evaluate", "i32", true),
  method("moveName", "string", true, ["move", "i32"]),
  method("solve", "i32", false),
  method("childValue", "i32", false, ["move", "i32"]),
  method("playOn", "void", false, ["move", "i32"]),
  method("childValues", "u32", false, ["values", "usize"]),
  method("hash", "u64", false),
  // The feature hook (contract/features.ts): a learned evaluation's features.
  { name: "featureCount", type: "i32", required: false },
  method("features", "i32", false, ["out", "usize"]),
  // alphabeta-tt's quiescence and null-move pruning (docs/searches.md).
  method("isNoisy", "bool", false, ["move", "i32"]),
  method("nullMoveAllowed", "bool", false),
  method("playNull", "void", false),
  // The shape (contract/game.ts): more players, chance nodes.
  { name: "players", type: "i32", required: false },
  method("toMove", "i32", false),
  method("evaluateFor", "i32", false, ["player", "i32"]),
  method("isChance", "bool", false),
  method("chanceWeight", "i32", false, ["move", "i32"]),
  // Best-reply search's hand-over (more than two players): any player's move out of turn.
  method("setToMove", "void", false, ["player", "i32"]),
  // The values the class stays within (star2's bounds; each value is held to them): fields or getters.
  { name: "minValue", type: "i32", required: false },
  { name: "maxValue", type: "i32", required: false },
];

/** The members a game class must have. */
export const PROTOCOL = PROTOCOL_MEMBERS.filter((m) => m.required).map((m) => m.name);

/** A member's signature as the docs write it: `play(move: i32): void`, `decisive: bool`. */
export function signatureOf(member: ProtocolMember): string {
  if (member.params === undefined) return `${member.name}: ${member.type}`;
  return `${member.name}(${member.params.map((p) => `${p.name}: ${p.type}`).join(", ")}): ${member.type}`;
}
