/* UCT with MCTS-Solver on Connect-Four in plain C: the native measuring stick's copy of
 * assembly/search/mcts.ts at its defaults (random rollouts to the end, c = sqrt 2, the
 * solver on, no implicit minimax), with the same SplitMix64 stream, the same tie-breaks
 * and the same counts, so that a search from the same seed makes the same simulations,
 * generates the same nodes and plays the same move. A plain struct-of-arrays tree that
 * grows by doubling; ln is the engines' portable logarithm (./portable-math.h). */
#ifndef UCT_H
#define UCT_H
#include <math.h>
#include <stdlib.h>
#include "connect-four.h"
#include "portable-math.h"
#include "random-tree.h"

#define UCT_PROVEN 1
#define UCT_TERMINAL 2

typedef struct {
  double *visits, *total, *outcome;
  int *first, *count;
  unsigned char *flags;
  int size, capacity;
  int64_t generated, expanded, regenerated, simulations, evaluations;
  uint64_t draws;
} Uct;

static void uct_fit(Uct *t, int n) {
  if (n <= t->capacity) return;
  int c = t->capacity ? t->capacity : 4096;
  while (c < n) c *= 2;
  t->visits = realloc(t->visits, c * sizeof(double));
  t->total = realloc(t->total, c * sizeof(double));
  t->outcome = realloc(t->outcome, c * sizeof(double));
  t->first = realloc(t->first, c * sizeof(int));
  t->count = realloc(t->count, c * sizeof(int));
  t->flags = realloc(t->flags, c);
  t->capacity = c;
}

static int uct_add(Uct *t, int n) {
  uct_fit(t, t->size + n);
  int first = t->size;
  for (int c = first; c < first + n; c++) {
    t->visits[c] = t->total[c] = t->outcome[c] = 0;
    t->first[c] = -1;
    t->count[c] = 0;
    t->flags[c] = 0;
  }
  t->size += n;
  return first;
}

/* The value for MAX of a rollout from the game's position (not terminal). */
static double uct_rollout(Uct *t, ConnectFour *g, uint64_t seed) {
  int depth = 0;
  double value;
  for (;;) {
    int n = c4_move_count(g);
    if (n == 0) {
      t->evaluations++;
      value = c4_outcome(g);
      break;
    }
    uint64_t r = stream_at(seed, t->draws++);
    c4_play(g, (int)(((r >> 32) * (uint64_t)n) >> 32));
    t->generated++;
    depth++;
  }
  while (depth-- > 0) c4_undo(g);
  return value;
}

static int uct_select(const Uct *t, int node, double c) {
  double logN = portable_log(t->visits[node]);
  int first = t->first[node], end = first + t->count[node], best = first;
  double bestKey = -INFINITY;
  for (int ch = first; ch < end; ch++) {
    double n = t->visits[ch];
    double key = (t->flags[ch] & UCT_PROVEN) ? t->outcome[ch] : n == 0 ? INFINITY : t->total[ch] / n + c * sqrt(logN / n);
    if (key > bestKey) { bestKey = key; best = ch; }
  }
  return best;
}

static int uct_prove(Uct *t, int node) {
  int first = t->first[node], end = first + t->count[node], best = -1, all = 1;
  for (int ch = first; ch < end; ch++) {
    if (!(t->flags[ch] & UCT_PROVEN)) all = 0;
    else if (best < 0 || t->outcome[ch] > t->outcome[best]) best = ch;
  }
  if (best < 0 || !(all || t->outcome[best] == 1.0)) return 0;
  t->flags[node] |= UCT_PROVEN;
  t->outcome[node] = -t->outcome[best];
  return 1;
}

/* OpenSpiel's final child at the root: a proven win first, else the most visits, then the total; the first on a tie. */
static int uct_final(const Uct *t) {
  int best = t->first[0];
  for (int c = best + 1; c < t->first[0] + t->count[0]; c++) {
    double a = (t->flags[c] & UCT_PROVEN) ? t->outcome[c] : 0, b = (t->flags[best] & UCT_PROVEN) ? t->outcome[best] : 0;
    if (a > b || (a == b && (t->visits[c] > t->visits[best] || (t->visits[c] == t->visits[best] && t->total[c] > t->total[best])))) best = c;
  }
  return best - t->first[0];
}

/* `simulations` simulations from the game's position (a fresh tree); returns the move's index. */
static int uct_search(Uct *t, ConnectFour *g, int64_t simulations, uint64_t seed, double c) {
  static int path[C4_CELLS + 2];
  static int byMax[C4_CELLS + 2];
  t->size = 0;
  uct_add(t, 1);
  t->generated = t->expanded = t->regenerated = t->simulations = t->evaluations = 0;
  t->draws = 0;
  path[0] = 0;
  byMax[0] = c4_max_to_move(g);
  while (!(t->flags[0] & UCT_PROVEN) && !(t->simulations >= 2 && t->simulations >= simulations)) {
    int node = 0, ply = 0;
    while (!(t->flags[node] & UCT_TERMINAL) && t->visits[node] > 0) {
      if (t->count[node] == 0) {
        int n = c4_move_count(g);
        int first = uct_add(t, n);
        t->first[node] = first;
        t->count[node] = n;
        t->expanded++;
      }
      int child = uct_select(t, node, c);
      byMax[ply + 1] = c4_max_to_move(g);
      c4_play(g, child - t->first[node]);
      node = child;
      path[++ply] = node;
    }
    double value;
    int solved = 0;
    if (t->flags[node] & UCT_TERMINAL) {
      t->generated++;
      t->regenerated++;
      value = byMax[ply] ? t->outcome[node] : -t->outcome[node];
      solved = 1;
    } else {
      if (ply > 0) t->generated++;
      if (c4_move_count(g) == 0) {
        t->evaluations++;
        value = c4_outcome(g);
        t->flags[node] |= UCT_TERMINAL | UCT_PROVEN;
        t->outcome[node] = byMax[ply] ? value : -value;
        solved = 1;
      } else value = uct_rollout(t, g, seed);
    }
    for (int k = ply; k >= 0; k--) {
      int v = path[k];
      t->total[v] += byMax[k] ? value : -value;
      t->visits[v] += 1;
      if (solved && t->count[v] > 0) solved = uct_prove(t, v);
      if (k > 0) c4_undo(g);
    }
    t->simulations++;
  }
  return uct_final(t);
}

#endif
