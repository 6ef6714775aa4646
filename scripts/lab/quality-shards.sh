#!/usr/bin/env bash
# Splits a small decision-quality run into shards, runs them side by side with GNU parallel
# (as a cluster runs one shard per job: docs/cluster.md), merges the shards' results files
# and checks that the merged figure is byte for byte the one an unsplit run prints.
# Usage: scripts/lab/quality-shards.sh [SHARDS] [TREES]   (default 4 shards, 40 trees per b)
# Needs GNU parallel (Debian: apt-get install parallel) and a build (npm ci).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v parallel > /dev/null || { echo "quality-shards: needs GNU parallel (Debian: apt-get install parallel)" >&2; exit 1; }
shards=${1:-4}
trees=${2:-40}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
run=(node dist/cli/main.js quality --branching 2,10 --trees "$trees" --workers 1)

# One job per shard; a failed shard stops the others (--halt) and this script.
parallel --halt now,fail=1 "${run[@]}" --shard {}/"$shards" --out "$dir"/shard-{}.jsonl --json '>' /dev/null ::: $(seq 1 "$shards")
node dist/cli/main.js quality-merge --json "$dir"/shard-*.jsonl > "$dir"/merged.json
"${run[@]}" --json > "$dir"/whole.json
cmp "$dir"/merged.json "$dir"/whole.json
echo "quality-shards: $shards shards run with GNU parallel and merged = the unsplit run ($trees trees per b)"
