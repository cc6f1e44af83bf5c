import type { EventEmitter } from "node:events";
import type { Logger } from "pino";

type ShutdownOptions = {
  log: Pick<Logger, "info" | "error">;
  graceSeconds: number;
  // Finishes the work in flight and closes the database; resolves once all is closed.
  close: () => Promise<void>;
  signals?: Pick<EventEmitter, "on">;
  exit?: (code: number) => void;
};

// SIGTERM (an orchestrator stopping or replacing this server) or SIGINT (Ctrl-C) closes the server
// in order and exits 0. A second signal, or close() running past the grace period, exits 1 at once
// with the reason logged: the embedded database's lock is then taken over by the next start.
export function exitOnShutdownSignals({
  log,
  graceSeconds,
  close,
  signals = process,
  exit = (code) => process.exit(code),
}: ShutdownOptions): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log.error({ signal }, "second signal while shutting down: exiting without waiting");
      exit(1);
      return;
    }
    closing = true;
    log.info({ signal, graceSeconds }, "shutting down: finishing the requests and jobs in flight");
    const deadline = setTimeout(() => {
      log.error({ graceSeconds }, "shutdown did not finish within the grace period: exiting without waiting");
      exit(1);
    }, graceSeconds * 1000);
    close().then(
      () => {
        clearTimeout(deadline);
        log.info("shut down");
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        log.error({ err: error }, "shutdown failed");
        exit(1);
      },
    );
  };
  signals.on("SIGINT", onSignal);
  signals.on("SIGTERM", onSignal);
}
