// The report's tree depths (section 4): "the maximum depth was determined by the largest
// game tree we could store on a workstation with eight megabytes of memory", from 20 for
// b = 2 down to 4 for b = 40, the tree kept as an array A with A[i]'s children at
// A[bi+1..bi+b]. One node's value must then take two bytes: at four bytes the binary tree
// of depth 20 (2^21 - 1 nodes, 8,388,604 bytes) would fill the whole 8 MiB and b = 40's
// depth-4 tree (2,625,641 nodes, 10.5 MB) would not fit at all; at two bytes both fit and the next
// depths (b = 2: 8.4 MB; b = 40: 210 MB) do not. So: the deepest d whose uniform tree of
// (b^(d+1) - 1) / (b - 1) nodes takes at most 8,000,000 bytes at 2 bytes a node. Both of
// the report's end points hold for any budget from 5.3 MB to 8.3 MB; within that range
// only b = 20 changes (5 at 6.74 MB or more, else 4).

/** The report's memory: eight megabytes. */
export const REPORT_BYTES = 8_000_000;
/** Bytes per stored node: a 16-bit value (see above). */
export const BYTES_PER_NODE = 2;

/** Nodes of the uniform tree of branching b and depth d, root included. */
export function treeNodes(b: number, d: number): number {
  let nodes = 0,
    level = 1;
  for (let i = 0; i <= d; i++, level *= b) nodes += level;
  return nodes;
}

/** The deepest tree of branching b that fits in `bytes` at `perNode` bytes a node (at least 1). */
export function reportDepth(b: number, bytes = REPORT_BYTES, perNode = BYTES_PER_NODE): number {
  let d = 1;
  while (treeNodes(b, d + 1) * perNode <= bytes) d++;
  return d;
}

/** The report's figure 4 shows these branching factors. */
export const FIGURE4_BRANCHING = [2, 3, 4, 10, 40];
