// The worker's task module for decision-quality runs on game positions (../../run/job-pool.ts
// loads it by URL in each worker thread): one job is one position, ./job.ts.

export { runDecisionJob as runJob } from "./job.js";

/** This module, as the URL a pool is given. */
export const decisionTasks = import.meta.url;
