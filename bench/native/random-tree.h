/* The random game tree (docs/random-game-tree.md) in plain C: the native measuring stick's
 * copy of assembly/games/random-tree.ts. A node is its breadth-first index; its value is
 * the sum of the edge costs from the initial position, kept per ply in a stack. */
#ifndef RANDOM_TREE_H
#define RANDOM_TREE_H
#include <stdint.h>

#define TREE_MAX_PLY 1024

static inline uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static inline uint64_t stream_at(uint64_t seed, uint64_t k) { return mix64(seed + k * 0x9E3779B97F4A7C15ULL); }

/** Cost of the edge into node m: uniform on [-32768, 32768]. */
static inline int32_t edge_cost(uint64_t seed, uint64_t m) { return (int32_t)(stream_at(seed, m) % 65537) - 32768; }

typedef struct {
  uint64_t seed;
  uint64_t branching;
  int uniform;
  int terminal_depth;
  int depth;
  uint64_t index[TREE_MAX_PLY + 1];
  int32_t value[TREE_MAX_PLY + 1];
} Tree;

static inline void tree_init(Tree *t, uint64_t seed, uint64_t branching, int uniform, int terminal_depth) {
  t->seed = seed; t->branching = branching; t->uniform = uniform; t->terminal_depth = terminal_depth;
  t->depth = 0; t->index[0] = 0; t->value[0] = 0;
}

static inline int tree_is_terminal(const Tree *t) { return t->depth >= t->terminal_depth; }

static inline int tree_move_count(const Tree *t) {
  if (tree_is_terminal(t)) return 0;
  if (t->uniform) return (int)t->branching;
  return 1 + (int)(mix64(stream_at(t->seed, t->index[t->depth])) % t->branching);
}

static inline int tree_max_to_move(const Tree *t) { return (t->depth & 1) == 0; }
static inline int32_t tree_evaluate(const Tree *t) { return t->value[t->depth]; }

static inline void tree_play(Tree *t, int move) {
  uint64_t child = t->index[t->depth] * t->branching + (uint64_t)move + 1;
  int32_t v = t->value[t->depth] + edge_cost(t->seed, child);
  int d = ++t->depth;
  t->index[d] = child;
  t->value[d] = v;
}

static inline void tree_undo(Tree *t) { t->depth--; }

#endif
