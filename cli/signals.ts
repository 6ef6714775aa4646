// The signals that interrupt long work: SIGINT (Ctrl-C) and SIGTERM (`kill`, a batch
// system such as SLURM at a job's time limit) are handled alike: the work stops, what is
// finished is kept and the command says so, and the exit code is the shell's for the
// signal, 128 + its number (130, 143). One listener for both, so a command that handles
// Ctrl-C handles a batch system's end of a job the same way.

export type StopSignal = "SIGINT" | "SIGTERM";

const STOP_SIGNALS: readonly StopSignal[] = ["SIGINT", "SIGTERM"];

/** The exit code after a signal: 128 + its number, as a shell reports a process it ended. */
export const SIGNAL_EXIT: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 };

/** The signal as the interrupted line names it. */
export function signalWords(signal: StopSignal): string {
  return signal === "SIGINT" ? "Ctrl-C" : "SIGTERM";
}

/** Calls `handler` at each SIGINT or SIGTERM until the returned function is called. */
export function onStopSignal(handler: (signal: StopSignal) => void): () => void {
  const listeners = STOP_SIGNALS.map((signal) => [signal, () => handler(signal)] as const);
  for (const [signal, listener] of listeners) process.on(signal, listener);
  return () => {
    for (const [signal, listener] of listeners) process.off(signal, listener);
  };
}

/**
 * Aborts `controller` at the first SIGINT or SIGTERM; a second one exits at once (the work
 * did not stop soon enough for the user or the batch system). `received`: the first
 * signal, if one came; `release` stops listening.
 */
export function stopOnSignal(controller: AbortController): {
  received: () => StopSignal | undefined;
  release: () => void;
} {
  let received: StopSignal | undefined;
  const release = onStopSignal((signal) => {
    if (received) process.exit(SIGNAL_EXIT[signal]);
    received = signal;
    controller.abort();
  });
  return { received: () => received, release };
}

/** How a long command's last line says it was interrupted ("interrupted", "interrupted by SIGTERM"). */
export function interruptedBy(signal: StopSignal | undefined): string {
  return signal === "SIGTERM" ? "interrupted by SIGTERM" : "interrupted";
}
