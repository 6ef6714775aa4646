/* Connect-Four (7 columns x 6 rows, the first player is MAX) in plain C: the native
 * measuring stick's copy of assembly/games/connect-four.ts, on Pons' bitboards (bit =
 * col*7 + row, a sentinel row per column). Move i is the i-th column that is not full,
 * left to right. Only what MCTS's random rollouts need: moves, play, undo, the end and
 * who won. */
#ifndef CONNECT_FOUR_H
#define CONNECT_FOUR_H
#include <stdint.h>

#define C4_CELLS 42
#define C4_BOTTOM 0x40810204081ULL
#define C4_BOARD 0xfdfbf7efdfbfULL

typedef struct {
  int ply;
  /* Per ply: the stones of the side to move, of both sides, and whether the last move made four. */
  uint64_t cur[C4_CELLS + 1], msk[C4_CELLS + 1];
  int won[C4_CELLS + 1];
} ConnectFour;

static inline uint64_t c4_possible(uint64_t mask) { return (mask + C4_BOTTOM) & C4_BOARD; }

static inline int c4_aligned(uint64_t p) {
  uint64_t m = p & (p >> 7);
  if (m & (m >> 14)) return 1;
  m = p & (p >> 6);
  if (m & (m >> 12)) return 1;
  m = p & (p >> 8);
  if (m & (m >> 16)) return 1;
  m = p & (p >> 1);
  if (m & (m >> 2)) return 1;
  return 0;
}

static inline void c4_init(ConnectFour *g) { g->ply = 0; g->cur[0] = 0; g->msk[0] = 0; g->won[0] = 0; }

static inline int c4_max_to_move(const ConnectFour *g) { return (g->ply & 1) == 0; }

static inline int c4_move_count(const ConnectFour *g) {
  if (g->won[g->ply] || g->ply == C4_CELLS) return 0;
  return __builtin_popcountll(c4_possible(g->msk[g->ply]));
}

static inline void c4_play(ConnectFour *g, int move) {
  int d = g->ply;
  uint64_t m = c4_possible(g->msk[d]);
  for (int k = 0; k < move; k++) m &= m - 1;
  uint64_t bit = m & (0 - m), c = g->cur[d];
  g->cur[d + 1] = c ^ g->msk[d];
  g->msk[d + 1] = g->msk[d] | bit;
  g->won[d + 1] = c4_aligned(c | bit);
  g->ply = d + 1;
}

static inline void c4_undo(ConnectFour *g) { g->ply--; }

/* The result of a finished game for MAX: +1, 0 or -1 (the sign of the core's evaluate()). */
static inline double c4_outcome(const ConnectFour *g) {
  if (g->won[g->ply]) return (g->ply & 1) ? 1.0 : -1.0; /* an odd number of stones: MAX made the last */
  return 0.0;
}

#endif
