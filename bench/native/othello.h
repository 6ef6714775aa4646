/* Othello bitboards in plain C, the same move generation as the core's
 * assembly/games/othello-bits.ts (legal moves by branch-free fills, flips by rays) (square = rank*8 + file, a1 = bit 0), and perft with
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

/* Per square, its eight rays to the edge (the square excluded): four towards higher squares (+1, +7, +8, +9), then four towards lower ones. */
static uint64_t rays[64][8];

static void rays_init(void) {
  static const int df[8] = {1, -1, 0, 1, -1, 1, 0, -1}, dr[8] = {0, 1, 1, 1, 0, -1, -1, -1};
  for (int sq = 0; sq < 64; sq++)
    for (int d = 0; d < 8; d++) {
      uint64_t ray = 0;
      for (int f = (sq & 7) + df[d], r = (sq >> 3) + dr[d]; f >= 0 && f < 8 && r >= 0 && r < 8; f += df[d], r += dr[d]) ray |= 1ULL << (r * 8 + f);
      rays[sq][d] = ray;
    }
}

static inline uint64_t outflank_up(uint64_t ray, uint64_t P, uint64_t O) {
  uint64_t b = ray & ~O, first = b & (0 - b);
  return (first & P) ? (first - 1) & ray : 0;
}

static inline uint64_t outflank_down(uint64_t ray, uint64_t P, uint64_t O) {
  uint64_t b = ray & ~O, first = b ? 1ULL << (63 - __builtin_clzll(b)) : 0;
  return (first & P) ? ray & ~((first << 1) - 1) : 0;
}

/* The O discs P's disc on sq flips: along each ray, the O discs before the first non-O square, if that square is P's. */
static inline uint64_t flips(int sq, uint64_t P, uint64_t O) {
  const uint64_t *r = rays[sq];
  return outflank_up(r[0], P, O) | outflank_up(r[1], P, O) | outflank_up(r[2], P, O) | outflank_up(r[3], P, O)
    | outflank_down(r[4], P, O) | outflank_down(r[5], P, O) | outflank_down(r[6], P, O) | outflank_down(r[7], P, O);
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
