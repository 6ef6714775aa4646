// The figures beside the board: the engine's search as rows of a description list (its
// value in words, its line, its node counts), shared by the built-in games' turns and a
// game core's.

/** Replaces the list's rows with `rows` (name, text). */
export function showStats(stats: HTMLElement, rows: readonly [string, string][]): void {
  stats.innerHTML = "";
  for (const [name, text] of rows) {
    const dt = document.createElement("dt");
    dt.textContent = name;
    const dd = document.createElement("dd");
    dd.textContent = text;
    stats.append(dt, dd);
  }
}
