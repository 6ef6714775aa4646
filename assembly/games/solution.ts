// What an exact solver leaves behind, whatever the game: the best move (an index into
// the position's moves; -1 when the game is over) and the positions it visited. And what
// the ABI asks of the next solve: `weakSolve`, only the sign of the value (the games
// whose solver has a cheaper weak mode use it; the others solve fully).

export let solvedMove: i32 = -1;
export let solvedNodes: u64 = 0;
export let weakSolve: bool = false;

export function setSolution(move: i32, nodes: u64): void {
  solvedMove = move;
  solvedNodes = nodes;
}

export function setWeakSolve(weak: bool): void { weakSolve = weak; }
