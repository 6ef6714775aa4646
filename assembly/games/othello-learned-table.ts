// The learned Othello evaluation's data in the core's memory, made once per instance at
// its first use: the patterns' occurrences and canonical ids, built here from the same
// definition as reference/games/othello-patterns.ts (squares, 8 symmetries, the least
// reading under the symmetries that map an occurrence onto itself), and the weights
// decoded from the shipped file's bytes (reference/games/othello-weights.ts says the
// format), which the bindings copy in (bindings/othello-learned.ts). What the evaluation
// reads (./othello-learned.ts) is the weights expanded by configuration: per phase, one i16
// step for every configuration of every pattern (167,265, its canonical id's weight: one
// load a feature instead of two), the mobilities' and the bias, 13 phases: 4.35 MB, kept;
// and a table from a pattern's squares gathered as bits to their base-3 reading (2 KB).
// The file's bytes, the canonical ids and the weights by id are freed once it is made.

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
/** Mobility counts 0 .. MOBILITY - 1 (the reference's). */
export const MOBILITY: i32 = 40;
/** The phases: empties 0-3, 4-8, ..., 59-63. */
export const PHASES: i32 = 13;

/**
 * Per pattern, the symmetries (bit g: the reference's SYMMETRIES[g]) whose images are its
 * occurrences, each set of squares from the first symmetry that gives it: the images
 * ./othello-learned.ts reads, written out there; buildPatterns checks them against the
 * patterns' definition (46 in all).
 */
const GENERATORS: StaticArray<i32> = [0b110101, 0xff, 0b1111, 0b11, 0b1111, 0b1111, 0b1111, 0b1111, 0b110101, 0b110101,
  0b110101];
/**
 * Where each pattern's configurations start in a phase of `expanded` (the sums of 3^size before
 * it), as ./othello-learned.ts reads them, in PATTERNS' order; buildPatterns checks them too.
 */
export const AT_EDGE: i32 = 0, AT_CORNER_2X5: i32 = 59049, AT_CORNER_3X3: i32 = 118098, AT_DIAGONAL_8: i32 = 137781;
export const AT_DIAGONAL_7: i32 = 144342, AT_DIAGONAL_6: i32 = 146529, AT_DIAGONAL_5: i32 = 147258;
export const AT_DIAGONAL_4: i32 = 147501, AT_ROW_2: i32 = 147582, AT_ROW_3: i32 = 154143, AT_ROW_4: i32 = 160704;
const AT: StaticArray<i32> = [AT_EDGE, AT_CORNER_2X5, AT_CORNER_3X3, AT_DIAGONAL_8, AT_DIAGONAL_7, AT_DIAGONAL_6,
  AT_DIAGONAL_5, AT_DIAGONAL_4, AT_ROW_2, AT_ROW_3, AT_ROW_4];
/** Whether GENERATORS and AT are the patterns' (buildPatterns' finding). */
let generatorsHold: bool = false;
/** Per pattern: where its configurations start in the canonical table, where its ids start in a phase. */
const configurationStart = new StaticArray<i32>(PATTERN_COUNT);
const idStart = new StaticArray<i32>(PATTERN_COUNT);
/** A phase's weights: every pattern's ids, the side to move's mobility, the other side's, the bias. */
let perPhase: i32 = 0;
let mobilityStart: i32 = 0;
/** configuration -> canonical id, u16 (per pattern from configurationStart); freed once expanded. */
let canonical: usize = 0;
/** Configurations of every pattern (167,265). */
let totalConfigurations: i32 = 0;
/**
 * The weights' steps by configuration, i16, PHASES x EXPANDED_PER_PHASE: a phase's every pattern's
 * configurations from configurationStart, then the side to move's mobility, the other side's, the
 * bias; a weight is its step / 2^shift discs.
 */
export let expanded: usize = 0;
/** A phase's steps in `expanded`: every pattern's configurations, 2 x MOBILITY mobilities, the bias. */
export const EXPANDED_PER_PHASE: i32 = 167265 + 2 * MOBILITY + 1;
/** Bits b0 b1 ... (a pattern's squares in reading order) -> the base-3 number with those digits: u16, 1024. */
export let ternary: usize = 0;
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

/** Builds the canonical ids of every pattern and checks its occurrences (as the reference's `build`). */
function buildPatterns(): void {
  const image = new StaticArray<i32>(8 * MOST_SQUARES);
  const seen = new StaticArray<u64>(8);
  const perms = new StaticArray<i32>(8 * MOST_SQUARES);
  const digits = new StaticArray<i32>(MOST_SQUARES);
  totalConfigurations = 0;
  for (let p = 0; p < PATTERN_COUNT; p++) totalConfigurations += <i32>Math.pow(3, <f64>unchecked(PATTERN_SIZE[p]));
  canonical = heap.alloc(<usize>totalConfigurations << 1);
  let configurations = 0, ids = 0;
  generatorsHold = true;
  for (let p = 0, first = 0; p < PATTERN_COUNT; first += 2 * unchecked(PATTERN_SIZE[p]), p++) {
    const n = unchecked(PATTERN_SIZE[p]);
    // Its 8 images; each new set of squares is an occurrence, in the symmetries' order.
    let distinct = 0, nPerms = 0, generators = 0;
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
        generators |= 1 << g;
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
    if (generators != unchecked(GENERATORS[p]) || configurations - size != unchecked(AT[p])) generatorsHold = false;
  }
  mobilityStart = ids;
  perPhase = ids + 2 * MOBILITY + 1;
  ternary = heap.alloc(1 << (MOST_SQUARES + 1));
  for (let b = 0; b < 1 << MOST_SQUARES; b++) {
    let t = 0;
    for (let i = MOST_SQUARES - 1; i >= 0; i--) t = t * 3 + ((b >> i) & 1);
    store<u16>(ternary + (<usize>b << 1), <u16>t);
  }
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
  if (!generatorsHold || totalConfigurations + 2 * MOBILITY + 1 != EXPANDED_PER_PHASE) return 1;
  const head = 12 + ((load<u32>(fileBytes + 8) + 3) & ~3);
  const phases = <i32>load<u32>(fileBytes + head);
  if (phases != PHASES || <i32>load<u32>(fileBytes + head + 4) != perPhase) return 1;
  const total = phases * perPhase;
  const map = fileBytes + head + 16;
  let at = map + (<usize>((total + 7) >> 3));
  const weights = heap.alloc(<usize>total << 1);
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
  expand(weights);
  heap.free(weights);
  heap.free(canonical);
  heap.free(fileBytes);
  loaded = true;
  return 0;
}

/** The weights by configuration (`expanded`) from the weights by canonical id (PHASES x perPhase steps). */
function expand(weights: usize): void {
  expanded = heap.alloc(<usize>(PHASES * EXPANDED_PER_PHASE) << 1);
  for (let phase = 0; phase < PHASES; phase++) {
    const from = weights + (<usize>(phase * perPhase) << 1);
    const to = expanded + (<usize>(phase * EXPANDED_PER_PHASE) << 1);
    for (let p = 0; p < PATTERN_COUNT; p++) {
      const first = unchecked(configurationStart[p]), ids = unchecked(idStart[p]);
      const size = (p + 1 < PATTERN_COUNT ? unchecked(configurationStart[p + 1]) : totalConfigurations) - first;
      for (let c = first; c < first + size; c++) {
        const id = <i32>load<u16>(canonical + (<usize>c << 1));
        store<i16>(to + (<usize>c << 1), load<i16>(from + (<usize>(ids + id) << 1)));
      }
    }
    // The mobilities' weights and the bias follow the patterns' in both layouts.
    for (let i = 0; i < 2 * MOBILITY + 1; i++)
      store<i16>(to + (<usize>(totalConfigurations + i) << 1), load<i16>(from + (<usize>(mobilityStart + i) << 1)));
  }
}
