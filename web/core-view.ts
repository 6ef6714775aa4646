// "Your game"'s board: a game core holds no picture of its positions, only their moves'
// names (the class's moveName, which the kit's engine reads: bindings/kit-engine.ts), so
// the position is shown as text in those names (the game, the moves played from its
// start numbered in pairs, whose turn), and the moves the human may play as buttons
// labelled by their names. It draws what it is given.

/** What the view shows. */
export interface CoreShown {
  /** The game's title, or undefined when no core is loaded. */
  title?: string;
  /** The moves played from the start, by name. */
  moves: readonly string[];
  /** The side to move in words, or the game's end. */
  turn: string;
  /** The moves a click plays now (none while the engine thinks, on its turn or at the end). */
  playable: readonly string[];
}

/** The moves in pairs, numbered as a game score is ("1. a1 b3  2. c2"). */
export function scoreText(moves: readonly string[]): string {
  const pairs: string[] = [];
  for (let k = 0; k < moves.length; k += 2) pairs.push(`${k / 2 + 1}. ${moves.slice(k, k + 2).join(" ")}`);
  return pairs.join("  ");
}

export class CoreView {
  constructor(
    private readonly text: HTMLElement,
    private readonly buttons: HTMLElement,
    private readonly onPlay: (move: string) => void,
  ) {}

  draw(shown: CoreShown): void {
    if (shown.title === undefined) {
      this.text.textContent = "No game core loaded: pick the .wasm that bestfirst build-game wrote.";
      this.buttons.replaceChildren();
      return;
    }
    this.text.textContent = [
      shown.title,
      `moves: ${shown.moves.length === 0 ? "none yet (the start)" : scoreText(shown.moves)}`,
      shown.turn,
    ].join("\n");
    const hadFocus = this.buttons.contains(document.activeElement);
    this.buttons.replaceChildren(
      ...shown.playable.map((move) => {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "core-move";
        b.dataset.move = move;
        b.textContent = move;
        b.addEventListener("click", () => this.onPlay(move));
        return b;
      }),
    );
    // Keyboard play keeps its place: the first move's button takes the focus back.
    if (hadFocus) this.buttons.querySelector<HTMLButtonElement>("button")?.focus();
  }
}
