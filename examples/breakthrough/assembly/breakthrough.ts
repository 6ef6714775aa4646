// Breakthrough as an AssemblyScript class for the game kit (docs/your-game.md): build it
// with `npx bestfirst build-game examples/breakthrough/assembly/breakthrough.ts` and search
// it with `createWasmEngine({ core })`. The rules, the move order and the evaluation are
// those of ../README.md; ../breakthrough.ts is the same game as a TypeScript Game, move
// for move and value for value, so the two are searched node for node alike.
//
// The board is W x H (W * H <= 64) with square s = row * W + file, row 0 White's home
// row; each side's pawns are a 64-bit bitboard. Everything a ply changes lives in arrays
// indexed by the ply, made in the constructor: play writes one level up, undo steps back,
// and neither allocates. `Breakthrough` is the standard 8 x 8 board; another size is a
// class of two lines (see the end of this file).

/** A won game is worth more than any static value; WIN_BASE - plies, so a quicker win is worth more. */
export const WIN_BASE: i32 = 1 << 30;
/** A pawn's material value. */
export const PAWN: i32 = 100;
/** Per row a pawn has advanced from its home row, squared, times this. */
export const ADVANCE: i32 = 4;
/** The side to move has a pawn one row from the goal: it wins next move whatever the other side does. */
export const THREAT: i32 = 10000;

/** Move codes: from square | to square << 6 | CAPTURE. */
const CAPTURE: i32 = 1 << 12;
/** The number of move codes: every from and to square, with and without CAPTURE. */
const CODES: i32 = 2 << 12;

/** counts[d] before ply d's moves are listed: none played yet, or one found by select. */
const UNCOUNTED: i32 = -1;
const SELECTED_ONCE: i32 = -2;

/** Squares `first` .. `first + count - 1` as a bitboard. */
function run(first: i32, count: i32): u64 {
  return (count >= 64 ? ~(<u64>0) : ((<u64>1 << <u64>count) - 1)) << <u64>first;
}

/**
 * Writes `base` + each square of `pawns` (lowest first) folded onto the board's left half
 * (file f and file W - 1 - f are one feature: the game is the same mirrored), as i32s from
 * `at`; the address after them.
 */
function writeSquares(pawns: u64, base: i32, width: i32, at: usize): usize {
  while (pawns != 0) {
    const s = <i32>ctz(pawns), row = s / width, file = s - row * width;
    store<i32>(at, base + row * width + min(file, width - 1 - file));
    pawns &= pawns - 1;
    at += 4;
  }
  return at;
}

/** A one in each byte, and the top bit of each: select's byte-wise counts (a move count is below 128). */
const ONES: u64 = 0x0101010101010101;
const TOPS: u64 = 0x8080808080808080;

/** Per byte of `x`, the number of its bits set. */
// @ts-ignore: decorator
@inline function byteCounts(x: u64): u64 {
  x -= (x >> 1) & 0x5555555555555555;
  x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333);
  return (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0f;
}

/** Bit k of `bits` (0 .. 255) as byte k, 0 or 1. */
// @ts-ignore: decorator
@inline function spreadByte(bits: u64): u64 {
  return ((((bits * ONES) & 0x8040201008040201) + 0x7f7f7f7f7f7f7f7f) & TOPS) >> 7;
}

/** The first byte of `sums` (each below 128) that is at least `least` (1 .. 127), 0 to 7. */
// @ts-ignore: decorator
@inline function firstByteAtLeast(sums: u64, least: u64): i32 {
  return <i32>ctz(((sums | TOPS) - least * ONES) & TOPS) >> 3;
}

/** Breakthrough on a W x H board; a game class of the kit extends it with a constructor without arguments. */
export class BreakthroughBoard {
  /** Terminal positions are wins and losses: best-first searches on past a lost terminal leaf. */
  readonly decisive: bool = true;
  readonly width: i32;
  readonly height: i32;
  /** Moves made from the start position; White (MAX) moves at the even plies. */
  ply: i32 = 0;
  /** The features of ../README.md ("Features"): a pawn on a square, by side and side to move; two threats. */
  readonly featureCount: i32;

  /** The most moves a position has: three a pawn. */
  private mostMoves: i32;
  /** The first square of the last row (White's goal). */
  private goalRow: i32;
  /** The squares off the first and off the last file: a pawn there has a diagonal move to that side. */
  private notFirstFile: u64;
  private notLastFile: u64;
  /**
   * At the position kinds() last looked at: the pawns with a move of each kind, and those whose
   * diagonal move captures.
   */
  private left: u64 = 0;
  private straight: u64 = 0;
  private right: u64 = 0;
  private leftTakes: u64 = 0;
  private rightTakes: u64 = 0;
  /** The ply whose position they are of (-1: none; play moves on). */
  private kindsPly: i32 = -1;
  /** The address of the position's list of moves once made, else 0 (not known: counts says). */
  private listAt: usize = 0;
  /** Per square: its name (made once: a search names the moves of its position and line, several times a call). */
  private squareNames: StaticArray<string>;
  /**
   * Per move code: its name, made the first time it is asked for and kept. The bindings
   * name a position's moves at every ply of the line that sets it up, and each name made
   * afresh would be two strings to allocate and, later, to collect: most of a search's fixed cost.
   */
  private codeNames: StaticArray<string | null> = new StaticArray<string | null>(CODES);
  /**
   * Per move code: what the move adds to White's static score (whiteGain) or takes from it
   * (blackGain): the pawn's value on its new square less that on its old one, plus the
   * captured pawn's value. One table read a move, and no branch on whether it captures:
   * that branch went each way often enough to be mispredicted, in the searches' hottest
   * step (childValue) and in a playout's every move (play).
   */
  private whiteGain: StaticArray<i32>;
  private blackGain: StaticArray<i32>;
  /** The rows before each side's goal row, and the start's pawns. */
  private whiteThreat: u64;
  private blackThreat: u64;
  private whiteStart: u64;
  private blackStart: u64;

  /** Per ply: each side's pawns, the static score, whether the last move won. */
  private white: StaticArray<u64>;
  private black: StaticArray<u64>;
  private score: StaticArray<i32>;
  private won: StaticArray<bool>;
  /** Per ply: the moves (codes, in move order) once generated, and their number (-1: not yet). */
  private moves: StaticArray<i32>;
  private counts: StaticArray<i32>;

  constructor(width: i32, height: i32) {
    if (width < 2 || height < 4 || width * height > 64)
      throw new Error("a Breakthrough board is W x H with W >= 2, H >= 4 and W * H <= 64");
    this.width = width;
    this.height = height;
    const squares = width * height;
    this.mostMoves = 3 * 2 * width;
    this.goalRow = width * (height - 1);
    // Every move takes a pawn a row nearer its goal, so no game is longer than every pawn's walk.
    const levels = 2 * width * (2 * height - 3) + 1;
    let notFirstFile: u64 = 0, notLastFile: u64 = 0;
    const whiteValue = new StaticArray<i32>(squares);
    const blackValue = new StaticArray<i32>(squares);
    const squareNames = new StaticArray<string>(squares);
    for (let s = 0; s < squares; s++) {
      const row = s / width, back = height - 1 - row;
      if (s % width != 0) notFirstFile |= <u64>1 << <u64>s;
      if (s % width != width - 1) notLastFile |= <u64>1 << <u64>s;
      whiteValue[s] = PAWN + ADVANCE * row * row;
      blackValue[s] = PAWN + ADVANCE * back * back;
      squareNames[s] = String.fromCharCode(97 + s % width) + (row + 1).toString();
    }
    this.notFirstFile = notFirstFile;
    this.notLastFile = notLastFile;
    const whiteGain = new StaticArray<i32>(CODES);
    const blackGain = new StaticArray<i32>(CODES);
    for (let from = 0; from < squares; from++) {
      for (let to = 0; to < squares; to++) {
        const step = from | (to << 6);
        whiteGain[step] = whiteValue[to] - whiteValue[from];
        whiteGain[step | CAPTURE] = whiteValue[to] - whiteValue[from] + blackValue[to];
        blackGain[step] = blackValue[to] - blackValue[from];
        blackGain[step | CAPTURE] = blackValue[to] - blackValue[from] + whiteValue[to];
      }
    }
    this.whiteGain = whiteGain;
    this.blackGain = blackGain;
    this.squareNames = squareNames;
    this.whiteThreat = run((height - 2) * width, width);
    this.blackThreat = run(width, width);
    this.whiteStart = run(0, 2 * width);
    this.blackStart = run((height - 2) * width, 2 * width);
    this.white = new StaticArray<u64>(levels);
    this.black = new StaticArray<u64>(levels);
    this.score = new StaticArray<i32>(levels);
    this.won = new StaticArray<bool>(levels);
    this.moves = new StaticArray<i32>(levels * 6 * width);
    this.counts = new StaticArray<i32>(levels);
    this.featureCount = 4 * squares + 2;
    this.load();
  }

  /** The start: each side's pawns fill its two home rows. */
  load(): void {
    this.ply = 0;
    unchecked(this.white[0] = this.whiteStart);
    unchecked(this.black[0] = this.blackStart);
    unchecked(this.score[0] = 0); // the sides are mirror images
    unchecked(this.won[0] = false);
    unchecked(this.counts[0] = UNCOUNTED);
    this.kindsPly = -1;
    this.listAt = 0;
  }

  // ---- the game protocol ----

  isTerminal(): bool { return unchecked(this.won[this.ply]); }

  moveCount(): i32 {
    if (unchecked(this.won[this.ply])) return 0;
    const n = unchecked(this.counts[this.ply]);
    return n >= 0 ? n : this.countMoves();
  }

  maxToMove(): bool { return (this.ply & 1) == 0; }

  /**
   * From White's (MAX's) point of view. A finished game: the side that made the last move
   * won, worth WIN_BASE - plies. Otherwise material and advancement (kept up to date by
   * play), and THREAT for the side to move when it has a pawn one row from its goal.
   */
  evaluate(): i32 {
    const d = this.ply;
    if (unchecked(this.won[d])) return d & 1 ? WIN_BASE - d : d - WIN_BASE;
    const score = unchecked(this.score[d]);
    if ((d & 1) == 0) return (unchecked(this.white[d]) & this.whiteThreat) != 0 ? score + THREAT : score;
    return (unchecked(this.black[d]) & this.blackThreat) != 0 ? score - THREAT : score;
  }

  play(move: i32): void {
    const d = this.ply;
    const code = this.codeAt(d, move);
    const from = code & 63, to = (code >> 6) & 63;
    const fromBit = <u64>1 << <u64>from, toBit = <u64>1 << <u64>to;
    // The captured pawn's bit, or none for a step (CAPTURE is the code's top bit).
    const taken = <u64>(code >> 12) << <u64>to;
    let white = unchecked(this.white[d]), black = unchecked(this.black[d]);
    let score = unchecked(this.score[d]);
    let won: bool;
    if ((d & 1) == 0) {
      white ^= fromBit | toBit;
      black &= ~taken;
      score += unchecked(this.whiteGain[code]);
      won = to >= this.goalRow || black == 0;
    } else {
      black ^= fromBit | toBit;
      white &= ~taken;
      score -= unchecked(this.blackGain[code]);
      won = to < this.width || white == 0;
    }
    const e = d + 1;
    unchecked(this.white[e] = white);
    unchecked(this.black[e] = black);
    unchecked(this.score[e] = score);
    unchecked(this.won[e] = won);
    unchecked(this.counts[e] = UNCOUNTED);
    this.ply = e;
    this.kindsPly = -1;
    this.listAt = 0;
  }

  undo(): void {
    this.ply--;
    this.listAt = 0;
  }

  /**
   * Move `move`'s code at ply `d`, for play and childValue. A random playout (MCTS)
   * counts a position's moves and plays one of them, and alpha-beta one ply above its
   * horizon often stops after the first child: that first move is found without listing
   * the moves (select); a second move from the same position (a search trying them all)
   * lists them.
   */
  // @ts-ignore: decorator
  @inline private codeAt(d: i32, move: i32): i32 {
    // A search trying every move asks for each in turn: then the list's address is at hand.
    const list = this.listAt;
    if (list != 0) return load<i32>(list + (<usize>move << 2));
    const n = unchecked(this.counts[d]);
    if (n == UNCOUNTED) {
      unchecked(this.counts[d] = SELECTED_ONCE);
      return this.select(move);
    }
    if (n == SELECTED_ONCE) this.generate();
    else this.listAt = changetype<usize>(this.moves) + (<usize>(d * this.mostMoves) << 2);
    return unchecked(this.moves[d * this.mostMoves + move]);
  }

  /**
   * The value evaluate() would give after move `move`, without playing it: the core's
   * searches ask it of every child they generate (optional in the protocol; without it
   * they play, evaluate and undo). The move is found as play finds it (codeAt), so a
   * search that looks at one child only (a cutoff on the first move) lists no moves.
   * Inlined into the searches' loops over the children: a call a child would be a fifth of
   * alpha-beta's and best-first's time on this game (the searches are compiled for the
   * class, so `@inline` reaches into them; the compiler would not inline a body this size).
   */
  // @ts-ignore: decorator
  @inline childValue(move: i32): i32 {
    const d = this.ply, e = d + 1;
    const code = this.codeAt(d, move);
    const to = (code >> 6) & 63, taken = <u64>(code >> 12) << <u64>to;
    if ((d & 1) == 0) {
      if (to >= this.goalRow) return WIN_BASE - e;
      const black = unchecked(this.black[d]) & ~taken;
      if (black == 0) return WIN_BASE - e;
      const score = unchecked(this.score[d]) + unchecked(this.whiteGain[code]);
      return (black & this.blackThreat) != 0 ? score - THREAT : score;
    }
    if (to < this.width) return e - WIN_BASE;
    const white = unchecked(this.white[d]) & ~taken;
    if (white == 0) return e - WIN_BASE;
    const score = unchecked(this.score[d]) - unchecked(this.blackGain[code]);
    return (white & this.whiteThreat) != 0 ? score + THREAT : score;
  }

  /**
   * The feature hook (docs/your-game.md, "Features"; ../README.md): writes the active
   * features' indices at `out` and returns how many. With S squares and t the side to move
   * (0 White, 1 Black), s' a pawn's square folded onto the left half (row * W + the nearer
   * of file and W - 1 - file): a White pawn is t * 2S + s', a Black one t * 2S + S + s',
   * each side's pawns by square (two pawns of a row mirrored give one index twice); then 4S
   * when White is to move with a pawn a row before its goal, 4S + 1 when Black is.
   */
  features(out: usize): i32 {
    const d = this.ply, squares = this.width * this.height, t = d & 1;
    const white = unchecked(this.white[d]), black = unchecked(this.black[d]);
    let at = out;
    at = writeSquares(white, t * 2 * squares, this.width, at);
    at = writeSquares(black, t * 2 * squares + squares, this.width, at);
    if (t == 0 && (white & this.whiteThreat) != 0) {
      store<i32>(at, 4 * squares);
      at += 4;
    }
    if (t == 1 && (black & this.blackThreat) != 0) {
      store<i32>(at, 4 * squares + 1);
      at += 4;
    }
    return <i32>((at - out) >> 2);
  }

  /** "a2-a3" for a step, "a2xb3" for a capture. */
  moveName(move: i32): string {
    const code = this.moveCode(move);
    const known = unchecked(this.codeNames[code]);
    if (known) return known;
    const name = this.squareName(code & 63) + (code & CAPTURE ? "x" : "-") + this.squareName((code >> 6) & 63);
    unchecked(this.codeNames[code] = name);
    return name;
  }

  // ---- beyond the protocol ----

  /** "a1", "b3", ...: the file's letter and the row's number from White's side. */
  squareName(square: i32): string { return this.squareNames[square]; }

  /** Whether move `move` is noisy (alphabeta-tt's quiescence): a capture. */
  isNoisy(move: i32): bool {
    return (this.moveCode(move) & CAPTURE) != 0;
  }

  /** Move `move`'s code: from | to << 6, plus 4096 for a capture (the TypeScript class's codes). */
  moveCode(move: i32): i32 {
    if (unchecked(this.counts[this.ply]) < 0) this.generate();
    return unchecked(this.moves[this.ply * this.mostMoves + move]);
  }

  /**
   * The moves of the side to move, in move order: its pawns by square, lowest first, and
   * each pawn's moves by the file they go to, lowest first (diagonal, straight, diagonal).
   * A straight step needs an empty square; a diagonal one, a square without a pawn of the
   * mover's own. The pawn is never on its goal row (the game would be over), so the row
   * ahead is on the board.
   *
   * kinds() finds which pawns can make each kind of move for all pawns at once, by
   * shifting the bitboards a row (and a file) back onto the squares the moves start from.
   * From those three sets, countMoves counts the moves (three popcnt instructions) and
   * select finds one move, neither listing them, which is all a random playout needs of a
   * position (and alpha-beta one ply above its horizon, when its first child ends the
   * node); generate lists them for a search that tries them all. (The TypeScript
   * version lists them always: on 32-bit halves, without a population-count instruction,
   * counting first did not pay.) The sets stay valid until play moves on.
   */
  // @ts-ignore: decorator
  @inline private kinds(): void {
    // Usually moveCount found them, and a move is chosen now: that test alone is inlined.
    if (this.kindsPly != this.ply) this.findKinds();
  }

  /**
   * setKinds out of line, for select and generate (moveCount has it inlined: it finds the sets at
   * almost every position).
   */
  private findKinds(): void { this.setKinds(); }

  // @ts-ignore: decorator
  @inline private setKinds(): void {
    this.kindsPly = this.ply;
    const d = this.ply, width = <u64>this.width, whiteToMove = (d & 1) == 0;
    const own = whiteToMove ? unchecked(this.white[d]) : unchecked(this.black[d]);
    const foe = whiteToMove ? unchecked(this.black[d]) : unchecked(this.white[d]);
    const free = ~(own | foe);
    // Per kind of move, the pawns that have it: the square it goes to (a row ahead, and a
    // file to the left or right) shifted back onto the pawn's own square.
    let left: u64, straight: u64, right: u64, leftTakes: u64, rightTakes: u64;
    if (whiteToMove) {
      left = ~(own >> (width - 1)); straight = free >> width; right = ~(own >> (width + 1));
      leftTakes = foe >> (width - 1); rightTakes = foe >> (width + 1);
    } else {
      left = ~(own << (width + 1)); straight = free << width; right = ~(own << (width - 1));
      leftTakes = foe << (width + 1); rightTakes = foe << (width - 1);
    }
    this.left = left & own & this.notFirstFile;
    this.right = right & own & this.notLastFile;
    this.straight = straight & own;
    this.leftTakes = leftTakes;
    this.rightTakes = rightTakes;
  }

  /** The number of moves, without listing them: a pawn has one of each kind it is in the set of. */
  private countMoves(): i32 {
    if (this.kindsPly != this.ply) this.setKinds();
    return <i32>(popcnt(this.left) + popcnt(this.straight) + popcnt(this.right));
  }

  /**
   * Move `move`'s code, without listing the moves. The first pawn's moves are looked at
   * first (alpha-beta's first child, move 0, is one of them). Past them, the pawn is
   * found without a loop over the pawns, whose exit, at a random pawn in a playout, would
   * be mispredicted each time: the block of 8 squares where the moves, counted in move
   * order, pass `move`, then the square in it. Per block (per square) the moves of its
   * pawns are a byte each; one multiplication makes the bytes' running sums, and one
   * subtraction finds the first sum past `move`.
   */
  // @ts-ignore: decorator
  @inline private select(move: i32): i32 {
    this.kinds();
    const left = this.left, straight = this.straight, right = this.right;
    let from = <i32>ctz(left | straight | right);
    const firstMoves = <i32>(((left >> <u64>from) & 1) + ((straight >> <u64>from) & 1) + ((right >> <u64>from) & 1));
    if (move >= firstMoves) {
      const rank = <u64>move + 1; // the moves up to and including this one
      const blockSums = (byteCounts(left) + byteCounts(straight) + byteCounts(right)) * ONES;
      const block = firstByteAtLeast(blockSums, rank), shift = <u64>(block << 3);
      const beforeBlock = ((blockSums << 8) >> shift) & 0xff;
      const squareSums = (spreadByte((left >> shift) & 0xff) + spreadByte((straight >> shift) & 0xff)
        + spreadByte((right >> shift) & 0xff)) * ONES;
      const square = firstByteAtLeast(squareSums, rank - beforeBlock);
      from = (block << 3) + square;
      move -= <i32>(beforeBlock + (((squareSums << 8) >> <u64>(square << 3)) & 0xff));
    }
    // The pawn's move `move` (0, 1 or 2) is of kind 0 (left), 1 (straight) or 2 (right):
    // one more than the kinds before it for each of the pawn's first one and first two
    // kinds it is past; whether it captures, from both diagonals' sets. No branch: which
    // way the pawn goes is random in a playout, and a branch on it would be mispredicted.
    const f = <u64>from, ahead = from + ((this.ply & 1) == 0 ? this.width : -this.width);
    const hasLeft = <i32>((left >> f) & 1), hasStraight = <i32>((straight >> f) & 1);
    const kind = <i32>(move >= hasLeft) + <i32>(move >= hasLeft + hasStraight);
    const leftTakes = <i32>(this.leftTakes >> f) & 1, rightTakes = <i32>(this.rightTakes >> f) & 1;
    const takes = (leftTakes & <i32>(kind == 0)) | (rightTakes & <i32>(kind == 2));
    return from | ((ahead + kind - 1) << 6) | takes * CAPTURE;
  }

  /**
   * Lists the moves. The loop writes each pawn's three candidate moves unconditionally and
   * advances the count by the pawn's bit in each set: no branch depends on the position,
   * so none is mispredicted (the branches of a square-by-square test were most of the time
   * of a playout). A candidate that is not a move is overwritten by the next one; the last
   * pawn's writes stay within the ply's 3-a-pawn slots.
   */
  private generate(): i32 {
    this.kinds();
    const d = this.ply, left = this.left, straight = this.straight, right = this.right;
    const leftTakes = this.leftTakes, rightTakes = this.rightTakes;
    const step = (d & 1) == 0 ? this.width : -this.width;
    // The list's address, and the next slot's, kept in locals: written through the array,
    // each store reloaded the array from the object (a store might have changed it).
    const list = changetype<usize>(this.moves) + (<usize>(d * this.mostMoves) << 2);
    let slot = list;
    let pawns = left | straight | right;
    while (pawns != 0) {
      // The pawn as a bit, tested against each set with an AND: a shift by the square
      // takes a register of its own on x86, and the copies into it would be half the loop.
      const bit = pawns & (0 - pawns), from = <i32>ctz(pawns);
      pawns ^= bit;
      // The straight step's code; the diagonals' go to the square a file to either side.
      const code = from | ((from + step) << 6);
      store<i32>(slot, code - 64 | <i32>((leftTakes & bit) != 0) << 12);
      slot += <usize>((left & bit) != 0) << 2;
      store<i32>(slot, code);
      slot += <usize>((straight & bit) != 0) << 2;
      store<i32>(slot, code + 64 | <i32>((rightTakes & bit) != 0) << 12);
      slot += <usize>((right & bit) != 0) << 2;
    }
    const n = <i32>((slot - list) >> 2);
    unchecked(this.counts[d] = n);
    this.listAt = list;
    return n;
  }
}

/** The standard game: 8 x 8. Another board is a class like it: `super(6, 5)`. */
@final export class Breakthrough extends BreakthroughBoard {
  constructor() {
    super(8, 8);
  }
}
