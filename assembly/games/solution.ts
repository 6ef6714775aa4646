// What an exact solver leaves behind, whatever the game: the best move (an index into
// the position's moves; -1 when the game is over) and the positions it visited.

export let solvedMove: i32 = -1;
export let solvedNodes: u64 = 0;

export function setSolution(move: i32, nodes: u64): void {
  solvedMove = move;
  solvedNodes = nodes;
}
