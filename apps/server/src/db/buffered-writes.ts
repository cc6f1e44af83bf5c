import type { Database } from "./client";

// Rows written a moment later, many to a statement: for rows nobody waits on and a crash may lose
// (page views and clicks, decision 0033). A row is held until `maxDelayMs` after the first row
// of its batch, or until `maxRows` have gathered, then its batch is written by one `write`; the
// batches of one database are written one after another. `flush` writes what is held at once and
// settles when everything added before it is written (a reader that must see its own server's
// rows, a server closing). A failed batch is reported and dropped: its rows are not retried. While
// the database does not answer, at most `maxWaitingBatches` batches wait for it; a batch beyond
// them is reported and dropped at once, so a stalled database cannot make the server's memory grow.

export type BufferedWrites<Row> = {
  add: (db: Database, row: Row, reportFailure: (error: unknown, lostRows: number) => void) => void;
  flush: (db: object) => Promise<void>;
};

type Held<Row> = {
  rows: Row[];
  timer: NodeJS.Timeout | null;
  reportFailure: (error: unknown, lostRows: number) => void;
  written: Promise<void>;
  waitingBatches: number;
};

export function bufferedWrites<Row>(
  write: (db: Database, rows: Row[]) => Promise<void>,
  limits: { maxRows: number; maxDelayMs: number; maxWaitingBatches: number },
): BufferedWrites<Row> {
  const heldByDatabase = new WeakMap<object, Held<Row>>();

  const send = (db: Database, held: Held<Row>): Promise<void> => {
    if (held.timer) clearTimeout(held.timer);
    held.timer = null;
    if (held.rows.length === 0) return held.written;
    const rows = held.rows;
    const reportFailure = held.reportFailure;
    held.rows = [];
    if (held.waitingBatches >= limits.maxWaitingBatches) {
      reportFailure(new Error("the database has not written the batches before these rows"), rows.length);
      return held.written;
    }
    held.waitingBatches++;
    held.written = held.written
      .then(() => write(db, rows))
      .catch((error: unknown) => reportFailure(error, rows.length))
      .finally(() => {
        held.waitingBatches--;
      });
    return held.written;
  };

  return {
    add(db, row, reportFailure) {
      let held = heldByDatabase.get(db);
      if (!held) {
        held = { rows: [], timer: null, reportFailure, written: Promise.resolve(), waitingBatches: 0 };
        heldByDatabase.set(db, held);
      }
      held.rows.push(row);
      held.reportFailure = reportFailure;
      if (held.rows.length >= limits.maxRows) void send(db, held);
      else if (!held.timer) {
        const waiting = held;
        held.timer = setTimeout(() => void send(db, waiting), limits.maxDelayMs);
        // Held rows never keep a process alive; a closing server flushes them (public-routes.ts).
        held.timer.unref();
      }
    },
    flush(db) {
      const held = heldByDatabase.get(db);
      return held ? send(db as Database, held) : Promise.resolve();
    },
  };
}
