// The play view's board: a grid of buttons drawn from the game's cells, the moves the
// human may click and the engine's line (numbered stones of the side that would play
// them). The arrow keys move the focus over the board; Enter and Space press the cell
// (buttons do). It keeps the focus only: what it draws is what it is given.

import { boardOf, PLAY_GAMES, type PlayGame } from "./games.js";

/** What the board shows. */
export interface BoardShown {
  game: PlayGame;
  /** Per cell: 0 (empty), 1 (first player), 2 (second player). */
  cells: readonly number[];
  /** The moves a click plays now (none while the engine thinks or on its turn). */
  playable: readonly string[];
  /** The engine's line as cells, in order. */
  pv: readonly number[];
  /** The side to move, 0 or 1: the line's stones alternate from it. */
  toMove: number;
}

export class BoardView {
  /** The cell that has the keyboard focus (the board is one tab stop). */
  private focus = 0;
  private game: PlayGame = PLAY_GAMES[0];

  constructor(
    private readonly board: HTMLElement,
    private readonly onPlay: (move: string) => void,
  ) {
    board.addEventListener("keydown", (event) => this.moveFocus(event));
  }

  /** A new game starts with the focus on the first cell. */
  resetFocus(): void {
    this.focus = 0;
  }

  draw(shown: BoardShown): void {
    const m = boardOf(shown.game);
    this.game = shown.game;
    this.board.style.setProperty("--cols", String(m.cols));
    this.board.style.setProperty("--rows", String(m.rows));
    this.board.dataset.game = shown.game;
    this.board.dataset.look = m.look; // the style sheet draws a look, not a game: a new game picks one
    this.board.setAttribute("aria-label", `${m.title} board`);
    const buttons: HTMLButtonElement[] = [];
    for (let cell = 0; cell < m.rows * m.cols; cell++) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "cell";
      b.dataset.cell = String(cell);
      const move = m.moveAt(cell);
      const isLegal = shown.playable.includes(move); // Connect-Four: any cell of a column that has room
      const stone = shown.cells[cell];
      if (stone) b.dataset.stone = String(stone);
      if (isLegal) b.dataset.legal = "";
      const step = shown.pv.indexOf(cell);
      // The line alternates sides from the side to move: data-pv is the stone it would be.
      if (step >= 0) {
        b.dataset.pv = String(((shown.toMove + step) % 2) + 1);
        b.textContent = String(step + 1);
      }
      b.tabIndex = cell === this.focus ? 0 : -1;
      b.setAttribute(
        "aria-label",
        `${m.cellName(cell)}: ${stone ? m.players[stone - 1] : "empty"}${isLegal ? ", play " + move : ""}` +
          `${step >= 0 ? `, step ${step + 1} of the engine's line` : ""}`,
      );
      b.addEventListener("click", () => {
        this.focus = cell;
        if (isLegal) this.onPlay(move);
      });
      buttons.push(b);
    }
    const hadFocus = this.board.contains(document.activeElement);
    this.board.replaceChildren(...buttons);
    if (hadFocus) buttons[this.focus].focus(); // keyboard play keeps its place across redraws
  }

  private moveFocus(event: KeyboardEvent): void {
    const m = boardOf(this.game);
    const d = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -m.cols, ArrowDown: m.cols }[event.key];
    if (d === undefined) return;
    event.preventDefault();
    const next = this.focus + d;
    if (
      next < 0 ||
      next >= m.rows * m.cols ||
      (Math.abs(d) === 1 && Math.floor(next / m.cols) !== Math.floor(this.focus / m.cols))
    )
      return;
    this.focus = next;
    const b = this.board.querySelector<HTMLButtonElement>(`[data-cell="${this.focus}"]`);
    this.board.querySelectorAll<HTMLButtonElement>(".cell").forEach((c) => (c.tabIndex = -1));
    if (b) {
      b.tabIndex = 0;
      b.focus();
    }
  }
}
