// The learned Othello evaluation's data in the core's memory, made once per instance at
// its first use: the patterns' occurrences and canonical ids, built here from the same
// definition as reference/games/othello-patterns.ts (squares, 8 symmetries, the least
// reading under the symmetries that map an occurrence onto itself), and the weights
// decoded from the shipped file's bytes (reference/games/othello-weights.ts says the
// format), which the bindings copy in (bindings/othello-learned.ts). Memory, allocated
// once: the file's bytes (about 0.35 MB), one u16 canonical id per configuration of each
// pattern (167,265: 0.33 MB) and one i16 step per weight (13 phases of 110,000: 2.9 MB).

/** Patterns: their sizes, then their squares as (file, rank) pairs in reading order. */
const PATTERN_COUNT: i32 = 11;
const PATTERN_SIZE: StaticArray<i32> = [10, 10, 9, 8, 7, 6, 5, 4, 8, 8, 8];
const PATTERN_SQUARES: StaticArray<i32> = [
  // edge + 2X: row 1, then b2 and g2
  0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 1, 1, 6, 1,
  // corner 2x5
  0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 0, 1, 1, 1, 2, 1, 3, 1, 4, 1,
  // corner 3x3, rank by rank
  0, 0, 1, 0, 2, 0, 0, 1, 1, 1, 2, 1, 0, 2, 1, 2, 2, 2,
  // diagonals of 8 to 4 squares: [i, i + k]
  0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
  0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7,
  0, 2, 1, 3, 2, 4, 3, 5, 4, 6, 5, 7,
  0, 3, 1, 4, 2, 5, 3, 6, 4, 7,
  0, 4, 1, 5, 2, 6, 3, 7,
  // rows 2-4
  0, 1, 1, 1, 2, 1, 3, 1, 4, 1, 5, 1, 6, 1, 7, 1,
  0, 2, 1, 2, 2, 2, 3, 2, 4, 2, 5, 2, 6, 2, 7, 2,
  0, 3, 1, 3, 2, 3, 3, 3, 4, 3, 5, 3, 6, 3, 7, 3,
];

/** The largest pattern's squares. */
export const MOST_SQUARES: i32 = 10;
/** Occurrences of every pattern (46), and mobility counts 0 .. MOBILITY - 1 (the reference's). */
const MOST_OCCURRENCES: i32 = 64;
export const MOBILITY: i32 = 40;
/** The phases: empties 0-3, 4-8, ..., 59-63. */
export const PHASES: i32 = 13;

/** Per occurrence: its pattern, its squares in reading order (MOST_SQUARES a row), how many. */
export const occurrencePattern = new StaticArray<i32>(MOST_OCCURRENCES);
export const occurrenceSquares = new StaticArray<i32>(MOST_OCCURRENCES * MOST_SQUARES);
export const occurrenceSize = new StaticArray<i32>(MOST_OCCURRENCES);
export let occurrences: i32 = 0;
/** Per pattern: where its configurations start in the canonical table, where its ids start in a phase. */
export const configurationStart = new StaticArray<i32>(PATTERN_COUNT);
export const idStart = new StaticArray<i32>(PATTERN_COUNT);
/** A phase's weights: every pattern's ids, the side to move's mobility, the other side's, the bias. */
export let perPhase: i32 = 0;
export let mobilityStart: i32 = 0;
/** configuration -> canonical id, u16 (per pattern from configurationStart). */
export let canonical: usize = 0;
/** The weights' steps, i16, PHASES x perPhase; a weight is its step / 2^shift discs. */
export let weights: usize = 0;
export let shift: i32 = 0;
export let loaded: bool = false;
/** Where the bindings copy the file's bytes. */
let fileBytes: usize = 0;

/** The square of (file, rank) under symmetry g (the reference's SYMMETRIES, in order). */
function symmetric(g: i32, f: i32, r: i32): i32 {
  let x = f, y = r;
  if (g == 1) x = 7 - f;
  else if (g == 2) y = 7 - r;
  else if (g == 3) { x = 7 - f; y = 7 - r; }
  else if (g == 4) { x = r; y = f; }
  else if (g == 5) { x = 7 - r; y = f; }
  else if (g == 6) { x = r; y = 7 - f; }
  else if (g == 7) { x = 7 - r; y = 7 - f; }
  return y * 8 + x;
}

/** Builds the occurrences and the canonical ids of every pattern (as the reference's `build`). */
function buildPatterns(): void {
  const image = new StaticArray<i32>(8 * MOST_SQUARES);
  const seen = new StaticArray<u64>(8);
  const perms = new StaticArray<i32>(8 * MOST_SQUARES);
  const digits = new StaticArray<i32>(MOST_SQUARES);
  let totalConfigurations = 0;
  for (let p = 0; p < PATTERN_COUNT; p++) totalConfigurations += <i32>Math.pow(3, <f64>unchecked(PATTERN_SIZE[p]));
  canonical = heap.alloc(<usize>totalConfigurations << 1);
  let configurations = 0, ids = 0, k = 0;
  for (let p = 0, first = 0; p < PATTERN_COUNT; first += 2 * unchecked(PATTERN_SIZE[p]), p++) {
    const n = unchecked(PATTERN_SIZE[p]);
    // Its 8 images; each new set of squares is an occurrence, in the symmetries' order.
    let distinct = 0, nPerms = 0;
    for (let g = 0; g < 8; g++) {
      let set: u64 = 0;
      for (let i = 0; i < n; i++) {
        const f = unchecked(PATTERN_SQUARES[first + 2 * i]), r = unchecked(PATTERN_SQUARES[first + 2 * i + 1]);
        const sq = symmetric(g, f, r);
        unchecked(image[g * MOST_SQUARES + i] = sq);
        set |= <u64>1 << <u64>sq;
      }
      let known = false;
      for (let j = 0; j < distinct; j++) if (unchecked(seen[j]) == set) known = true;
      if (!known) {
        unchecked(seen[distinct++] = set);
        unchecked(occurrencePattern[k] = p);
        unchecked(occurrenceSize[k] = n);
        for (let i = 0; i < n; i++) unchecked(occurrenceSquares[k * MOST_SQUARES + i] = image[g * MOST_SQUARES + i]);
        k++;
      }
      // An image onto the first occurrence's squares reads them in another order: digit i of
      // its reading is the digit at place perm[i] of the first reading.
      if (set == unchecked(seen[0])) {
        for (let i = 0; i < n; i++) {
          let at = 0;
          while (unchecked(image[at]) != unchecked(image[g * MOST_SQUARES + i])) at++;
          unchecked(perms[nPerms * MOST_SQUARES + i] = at);
        }
        nPerms++;
      }
    }
    // The least reading of each configuration; ids in the order of the least readings
    // (a least reading is its own least, and comes first among its configurations).
    const size = <i32>Math.pow(3, <f64>n);
    const table = canonical + (<usize>configurations << 1);
    unchecked(configurationStart[p] = configurations);
    unchecked(idStart[p] = ids);
    let next = 0;
    for (let c = 0; c < size; c++) {
      for (let i = 0, x = c; i < n; i++, x /= 3) unchecked(digits[i] = x % 3);
      let best = c;
      for (let q = 0; q < nPerms; q++) {
        let v = 0;
        for (let i = n - 1; i >= 0; i--) v = v * 3 + unchecked(digits[unchecked(perms[q * MOST_SQUARES + i])]);
        if (v < best) best = v;
      }
      if (best == c) store<u16>(table + (<usize>c << 1), <u16>(next++));
      else store<u16>(table + (<usize>c << 1), load<u16>(table + (<usize>best << 1)));
    }
    configurations += size;
    ids += next;
  }
  occurrences = k;
  mobilityStart = ids;
  perPhase = ids + 2 * MOBILITY + 1;
}

/** Room for the weights file's `length` bytes, which the bindings copy in before `loadWeights`. */
export function weightsFileBuffer(length: i32): usize {
  fileBytes = heap.alloc(<usize>length);
  return fileBytes;
}

/**
 * Decodes the weights file the bindings copied in (the reference's decodeWeights has
 * checked the same bytes' form; the core checks their layout against its own patterns).
 * 0: loaded; 1: another number of phases or weights a phase; 2: a bitmap at odds with the values.
 */
export function loadWeights(length: i32): i32 {
  if (loaded) return 0;
  if (perPhase == 0) buildPatterns();
  const head = 12 + ((load<u32>(fileBytes + 8) + 3) & ~3);
  const phases = <i32>load<u32>(fileBytes + head);
  if (phases != PHASES || <i32>load<u32>(fileBytes + head + 4) != perPhase) return 1;
  const total = phases * perPhase;
  const map = fileBytes + head + 16;
  let at = map + (<usize>((total + 7) >> 3));
  weights = heap.alloc(<usize>total << 1);
  for (let i = 0; i < total; i++) {
    let q: i16 = 0;
    if ((load<u8>(map + (i >> 3)) >> (i & 7)) & 1) {
      if (at + 2 > fileBytes + length) return 2;
      q = load<i16>(at);
      at += 2;
    }
    store<i16>(weights + (<usize>i << 1), q);
  }
  if (at != fileBytes + length) return 2;
  shift = <i32>load<u32>(fileBytes + head + 8);
  loaded = true;
  return 0;
}
