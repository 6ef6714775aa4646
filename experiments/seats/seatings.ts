// Who sits where, and what a game gives each seat. For n players and two searches a and b,
// every assignment of a and b to the seats but all-a and all-b (Schadd & Winands' scheme,
// 2^n - 2 seatings), as bit masks in increasing order; a game's points: 1 for the player of
// the highest final value, shared equally among the players tied there.

/** The seatings of `players` seats: 1 .. 2^players - 2, bit p set when a plays seat p. */
export function seatings(players: number): number[] {
  const all: number[] = [];
  for (let s = 1; s < (1 << players) - 1; s++) all.push(s);
  return all;
}

/** A seating written seat by seat ("ABB": a in seat 0, b in seats 1 and 2). */
export const seatingName = (seating: number, players: number): string =>
  Array.from({ length: players }, (_, p) => ((seating >> p) & 1 ? "A" : "B")).join("");

/** Whether a plays seat `p` in `seating`. */
export const aSits = (seating: number, p: number): boolean => ((seating >> p) & 1) === 1;

/** Each player's points in a game of final `values`: 1 shared equally by those of the highest value. */
export function gamePoints(values: readonly number[]): number[] {
  const best = Math.max(...values);
  const winners = values.filter((v) => v === best).length;
  return values.map((v) => (v === best ? 1 / winners : 0));
}

/** The points a's seats took in a game. */
export function pointsOfA(seating: number, values: readonly number[]): number {
  return gamePoints(values).reduce((s, x, p) => s + (aSits(seating, p) ? x : 0), 0);
}
