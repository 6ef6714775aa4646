// The worker's task module for decision-quality runs (../run/job-pool.ts loads it by URL in each
// worker thread): one job is one tree, searched by ./tree.ts.

export { runQualityTree as runJob } from "./tree.js";

/** This module, as the URL a pool is given. */
export const qualityTasks = import.meta.url;
