// What a game class built with the game kit may import (docs/your-game.md):
// `import { setSolution, weakSolve } from "bestfirst/assembly/kit";`. A class's `solve`
// reports its best move and the positions it visited with setSolution; weakSolve says a
// solve may settle for the sign of the value (a class without a cheaper weak mode ignores it).

export { setSolution, weakSolve } from "../games/solution";
