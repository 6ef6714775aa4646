/* The native measuring stick (not part of the package): whole random games with
 * fixed-ordering alpha-beta and Othello perft in plain C, timed in CPU time, with the
 * node counts the core must match. Built by scripts/build-native.mjs; driven by
 * bench/native.ts, which runs the core beside it and prints core / C ratios.
 *
 *   bench-native games <B> <uniform|random> <horizon> <first seed> <last seed> <reps>
 *   bench-native perft <depth> <reps>
 *
 * Prints one JSON line per repetition: the work's counts and its CPU seconds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "alphabeta.h"
#include "othello.h"

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
  fprintf(stderr, "usage: bench-native games B uniform|random horizon firstSeed lastSeed reps | perft depth reps\n");
  return 2;
}
