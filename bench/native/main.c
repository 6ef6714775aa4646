/* The native measuring stick (not part of the package): whole random games with
 * fixed-ordering alpha-beta and Othello perft in plain C, timed in CPU time, with the
 * node counts the core must match. Built by scripts/build/build-native.mjs; driven by
 * bench/native.ts, which runs the core beside it and prints core / C ratios.
 *
 *   bench-native games <B> <uniform|random> <horizon> <first seed> <last seed> <reps>
 *   bench-native perft <depth> <reps>
 *   bench-native uct <simulations> <seed> <positions> <reps>
 *     (positions: Connect-Four move lists, columns 1..7, comma-separated; "-" the empty board)
 *
 * Prints one JSON line per repetition: the work's counts and its CPU seconds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "alphabeta.h"
#include "othello.h"
#include "uct.h"

static double cpu_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static AlphaBeta ab;
static Tree tree;

/* Whole games of depth 100, one search for both sides; `moves` hashes every move played (FNV-1a). */
static void games(int branching, int uniform, int horizon, int first, int last, int reps) {
  for (int r = 0; r < reps; r++) {
    double start = cpu_seconds();
    int64_t generated = 0, expanded = 0;
    uint32_t moves = 2166136261u;
    for (int seed = first; seed <= last; seed++) {
      tree_init(&tree, (uint64_t)seed, (uint64_t)branching, uniform, 100);
      ab.generated = ab.expanded = 0;
      while (!tree_is_terminal(&tree)) {
        int move = alphabeta(&ab, &tree, horizon);
        moves = (moves ^ (uint32_t)move) * 16777619u;
        tree_play(&tree, move);
      }
      generated += ab.generated;
      expanded += ab.expanded;
    }
    double seconds = cpu_seconds() - start;
    printf("{\"generated\":%lld,\"expanded\":%lld,\"moves\":%u,\"seconds\":%.9f}\n",
      (long long)generated, (long long)expanded, moves, seconds);
  }
}

static void perft(int depth, int reps) {
  /* The initial position, black (bits d5, e4) to move: see docs/othello.md. */
  const uint64_t black = (1ULL << 28) | (1ULL << 35), white = (1ULL << 27) | (1ULL << 36);
  for (int r = 0; r < reps; r++) {
    uint64_t counts[64] = {0};
    double start = cpu_seconds();
    perft_walk(black, white, 0, depth, counts);
    double seconds = cpu_seconds() - start;
    printf("{\"counts\":[");
    for (int k = 1; k <= depth; k++) printf(k > 1 ? ",%llu" : "%llu", (unsigned long long)counts[k]);
    printf("],\"made\":\"%016llx\",\"seconds\":%.9f}\n", (unsigned long long)perft_made, seconds);
  }
}

/* MCTS searches of `simulations` from each position, seed `seed`; `moves` hashes the moves chosen (FNV-1a). */
static void uct(long long simulations, unsigned long long seed, const char *positions, int reps) {
  static Uct t;
  static ConnectFour g;
  for (int r = 0; r < reps; r++) {
    double start = cpu_seconds();
    int64_t sims = 0, generated = 0, expanded = 0;
    uint32_t moves = 2166136261u;
    for (const char *p = positions; *p; ) {
      c4_init(&g);
      for (; *p && *p != ','; p++)
        if (*p >= '1' && *p <= '7') {
          /* Column to move index: the open columns left of it. */
          int col = *p - '1';
          uint64_t below = c4_possible(g.msk[g.ply]) & ((1ULL << (col * 7)) - 1);
          c4_play(&g, __builtin_popcountll(below));
        }
      if (*p == ',') p++;
      int move = uct_search(&t, &g, simulations, seed, sqrt(2.0));
      moves = (moves ^ (uint32_t)move) * 16777619u;
      sims += t.simulations;
      generated += t.generated;
      expanded += t.expanded;
    }
    double seconds = cpu_seconds() - start;
    printf("{\"simulations\":%lld,\"generated\":%lld,\"expanded\":%lld,\"moves\":%u,\"seconds\":%.9f}\n",
      (long long)sims, (long long)generated, (long long)expanded, moves, seconds);
  }
}

int main(int argc, char **argv) {
  rays_init();
  if (argc == 8 && strcmp(argv[1], "games") == 0) {
    games(atoi(argv[2]), strcmp(argv[3], "uniform") == 0, atoi(argv[4]), atoi(argv[5]), atoi(argv[6]), atoi(argv[7]));
    return 0;
  }
  if (argc == 4 && strcmp(argv[1], "perft") == 0) {
    perft(atoi(argv[2]), atoi(argv[3]));
    return 0;
  }
  if (argc == 6 && strcmp(argv[1], "uct") == 0) {
    uct(atoll(argv[2]), strtoull(argv[3], NULL, 10), argv[4], atoi(argv[5]));
    return 0;
  }
  fprintf(stderr, "usage: bench-native games B uniform|random horizon firstSeed lastSeed reps | perft depth reps | uct simulations seed positions reps\n");
  return 2;
}
