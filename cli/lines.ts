// The lines of a text stream (stdin), each held to a length: a line longer than the cap
// is given as one `tooLong` item as soon as the cap is passed, and the rest of it is
// skipped up to its newline, so an endless line (`< /dev/zero`) is read in bounded memory
// and the stream goes on after it.

/** The longest line read: far beyond any position (Othello's board and 120 moves are under 500 characters). */
export const MAX_LINE_CHARS = 65_536;

export type StreamLine = { text: string } | { tooLong: true };

/** The lines of `stream` (text chunks; a last line without a newline included), none longer than `max`. */
export async function* cappedLines(stream: AsyncIterable<string>, max = MAX_LINE_CHARS): AsyncGenerator<StreamLine> {
  let rest = "";
  let skipping = false; // inside a line already reported too long
  for await (const chunk of stream) {
    let from = 0;
    for (;;) {
      const newline = chunk.indexOf("\n", from);
      const piece = chunk.slice(from, newline < 0 ? undefined : newline);
      if (!skipping) {
        rest += piece;
        if (rest.length > max) {
          rest = "";
          skipping = true;
          yield { tooLong: true };
        }
      }
      if (newline < 0) break;
      if (skipping) skipping = false;
      else {
        const text = rest;
        rest = "";
        yield { text };
      }
      from = newline + 1;
    }
  }
  if (!skipping && rest !== "") yield { text: rest };
}
