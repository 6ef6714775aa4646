/* Fixed-ordering alpha-beta on the random tree, as the core runs it
 * (assembly/search/alphabeta.ts, fail-soft): two or more plies above the horizon every
 * child is generated and evaluated, then searched best first (stable insertion sort);
 * one ply above it children are generated one at a time. The effective horizon is
 * min(horizon, D - d). Plain C with no principal-variation table: only the root move. */
#ifndef ALPHABETA_H
#define ALPHABETA_H
#include "random-tree.h"

#define AB_INF 0x7fffffff
#define AB_STACK 65536

typedef struct {
  int64_t generated, expanded;
  int root_move;
  int32_t values[AB_STACK];
  int orders[AB_STACK];
  int top;
} AlphaBeta;

static void ab_sort(AlphaBeta *s, int base, int n, int max) {
  for (int i = base + 1; i < base + n; i++) {
    int item = s->orders[i];
    int32_t v = s->values[base + item];
    int j = i - 1;
    while (j >= base) {
      int32_t w = s->values[base + s->orders[j]];
      if (max ? w >= v : w <= v) break;
      s->orders[j + 1] = s->orders[j];
      j--;
    }
    s->orders[j + 1] = item;
  }
}

static int32_t ab_node(AlphaBeta *s, Tree *g, int ply, int depth_left, int32_t alpha, int32_t beta) {
  int max = tree_max_to_move(g);
  int n = tree_move_count(g);
  s->expanded++;
  int32_t best = max ? -AB_INF : AB_INF;
  if (depth_left == 1) {
    for (int move = 0; move < n; move++) {
      tree_play(g, move);
      s->generated++;
      int32_t v = tree_evaluate(g);
      tree_undo(g);
      if (max ? v > best : v < best) {
        best = v;
        if (ply == 0) s->root_move = move;
        if (max ? v >= beta : v <= alpha) return best;
        if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
      }
    }
    return best;
  }
  int base = s->top;
  s->top += n;
  for (int move = 0; move < n; move++) {
    tree_play(g, move);
    s->values[base + move] = tree_evaluate(g);
    tree_undo(g);
    s->orders[base + move] = move;
  }
  s->generated += n;
  ab_sort(s, base, n, max);
  for (int k = 0; k < n; k++) {
    int move = s->orders[base + k];
    tree_play(g, move);
    int32_t v = tree_is_terminal(g) ? s->values[base + move] : ab_node(s, g, ply + 1, depth_left - 1, alpha, beta);
    tree_undo(g);
    if (max ? v > best : v < best) {
      best = v;
      if (ply == 0) s->root_move = move;
      if (max ? v >= beta : v <= alpha) break;
      if (max) alpha = v > alpha ? v : alpha; else beta = v < beta ? v : beta;
    }
  }
  s->top = base;
  return best;
}

/** One search from the tree's current node; returns the move chosen. */
static int alphabeta(AlphaBeta *s, Tree *g, int horizon) {
  int end = g->terminal_depth - g->depth;
  s->top = 0;
  ab_node(s, g, 0, end < horizon ? end : horizon, -AB_INF, AB_INF);
  return s->root_move;
}

#endif
