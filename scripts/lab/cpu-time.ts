// What the speed scripts share: the CPU time a piece of work takes in this process
// (process.cpuUsage, every thread: on a loaded shared machine wall time counts the waits
// for a core), and the median of the samples.

/** Seconds of this process's CPU time (user and system) that `run` takes. */
export function cpuSeconds(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

/** The median of `xs` (of an even count, the mean of the middle two). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
