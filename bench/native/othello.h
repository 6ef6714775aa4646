/* Othello bitboards in plain C, the same branch-free directional fills as the core's
 * assembly/games/othello-bits.ts (square = rank*8 + file, a1 = bit 0), and perft with
 * every move made, also at the last ply (no bulk counting), counted as the core counts:
 * a forced pass is one move, a finished game stays one leaf at every deeper ply. */
#ifndef OTHELLO_H
#define OTHELLO_H
#include <stdint.h>

#define INNER 0x7e7e7e7e7e7e7e7eULL

#define LINE_UP(x, M, s) ({ uint64_t t_ = (M) & ((x) << (s)); \
  t_ |= (M) & (t_ << (s)); t_ |= (M) & (t_ << (s)); t_ |= (M) & (t_ << (s)); \
  t_ |= (M) & (t_ << (s)); t_ |= (M) & (t_ << (s)); t_; })
#define LINE_DOWN(x, M, s) ({ uint64_t t_ = (M) & ((x) >> (s)); \
  t_ |= (M) & (t_ >> (s)); t_ |= (M) & (t_ >> (s)); t_ |= (M) & (t_ >> (s)); \
  t_ |= (M) & (t_ >> (s)); t_ |= (M) & (t_ >> (s)); t_; })

static inline uint64_t legal_moves(uint64_t P, uint64_t O) {
  uint64_t H = O & INNER;
  uint64_t m = (LINE_UP(P, H, 1) << 1) | (LINE_DOWN(P, H, 1) >> 1) | (LINE_UP(P, O, 8) << 8) | (LINE_DOWN(P, O, 8) >> 8)
    | (LINE_UP(P, H, 7) << 7) | (LINE_DOWN(P, H, 7) >> 7) | (LINE_UP(P, H, 9) << 9) | (LINE_DOWN(P, H, 9) >> 9);
  return m & ~(P | O);
}

static inline uint64_t closed_up(uint64_t x, uint64_t P, uint64_t M, int s) {
  uint64_t t = LINE_UP(x, M, s);
  return (P & (t << s)) ? t : 0;
}

static inline uint64_t closed_down(uint64_t x, uint64_t P, uint64_t M, int s) {
  uint64_t t = LINE_DOWN(x, M, s);
  return (P & (t >> s)) ? t : 0;
}

static inline uint64_t flips(int sq, uint64_t P, uint64_t O) {
  uint64_t x = 1ULL << sq, H = O & INNER;
  return closed_up(x, P, H, 1) | closed_down(x, P, H, 1) | closed_up(x, P, O, 8) | closed_down(x, P, O, 8)
    | closed_up(x, P, H, 7) | closed_down(x, P, H, 7) | closed_up(x, P, H, 9) | closed_down(x, P, H, 9);
}

/**
 * Every position made, XORed together: printed, so that the compiler cannot skip making
 * the last ply's positions (gcc did, when flips() was not inlined: 3x "faster").
 */
static uint64_t perft_made;

/** perft(1..depth) of (P, O) to move: counts[k] += leaves at ply k. */
static void perft_walk(uint64_t P, uint64_t O, int ply, int depth, uint64_t *counts) {
  uint64_t m = legal_moves(P, O);
  int next = ply + 1;
  if (m == 0) {
    if (legal_moves(O, P) == 0) {
      for (int k = next; k <= depth; k++) counts[k]++;
      return;
    }
    perft_made ^= O ^ (P << 1);
    counts[next]++;
    if (next < depth) perft_walk(O, P, next, depth, counts);
    return;
  }
  for (; m; m &= m - 1) {
    int sq = __builtin_ctzll(m);
    uint64_t f = flips(sq, P, O);
    uint64_t own = O ^ f, opp = P | f | (1ULL << sq);
    perft_made ^= own ^ (opp << 1);
    counts[next]++;
    if (next < depth) perft_walk(own, opp, next, depth, counts);
  }
}

#endif
