// Move lists of the games whose moves are single digits (tic-tac-toe cells, Connect-Four
// columns), as users type them: "519" or "5,1,9".

/** Splits a move list: one move per character, or moves separated by commas. */
export function digitMoveList(text: string): string[] {
  const t = text.trim();
  if (t === "") return [];
  return t.includes(",") ? t.split(",").map((m) => m.trim()) : [...t];
}
