import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { batchedLoader } from "./batched-reads";

// A count of the changes a database has announced on one channel (decision 0034). The tables a
// public page reads run a statement trigger that NOTIFYs the channel (migration 0039); each server
// LISTENs on a connection of its own and counts what arrives. A page verified against its rows at
// count n is still as shown while the count is n, so it is sent without reading them again.
//
// `counted()` answers the count once every change committed before the call has been counted, or
// null while nothing is listening (not yet connected, or the connection lost: notifications may
// have been missed), and the caller reads the rows themselves as before. On PostgreSQL that is a
// `SELECT 1` on the listening connection, shared by the calls that arrive together: the server
// sends a notification signalled before a query's answer ahead of that answer.
export type ChangeNotices = {
  counted: () => Promise<number | null>;
  close: () => Promise<void>;
};

// The channel migration 0039's triggers notify.
export const publicPageChannel = "loupe_public_pages";
// How the listening connection names itself to PostgreSQL (pg_stat_activity).
export const listenerApplicationName = "loupe change notices";

// A lost connection is opened again at most this often, by the next call that needs it.
const reconnectAfterMs = 1_000;

export function postgresChangeNotices(connectionString: string): ChangeNotices {
  let count = 0;
  let listening: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let closed = false;

  const lose = (client: pg.Client) => {
    if (listening !== client) return;
    listening = null;
    client.removeAllListeners("notification");
    void client.end().catch(() => undefined);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: listenerApplicationName });
    // An error or end after LISTEN: the notifications from then on are lost, so the count means
    // nothing until the connection is open again (a new count, below).
    client.on("error", () => lose(client));
    client.on("end", () => lose(client));
    try {
      await client.connect();
      client.on("notification", () => {
        count++;
      });
      await client.query(`LISTEN ${publicPageChannel}`);
    } catch {
      await client.end().catch(() => undefined);
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    // Whatever changed while nobody listened: every page verified before is verified again.
    count++;
    listening = client;
  };

  const sync = batchedLoader(async (keys: readonly "sync"[]) => {
    const client = listening;
    if (!client) return new Map(keys.map((key) => [key, null]));
    try {
      await client.query("SELECT 1");
    } catch {
      lose(client);
      return new Map(keys.map((key) => [key, null]));
    }
    return new Map(keys.map((key) => [key, listening === client ? count : null]));
  });

  return {
    counted: async () => {
      if (!listening && !connecting && !closed && Date.now() - lastAttempt >= reconnectAfterMs) {
        lastAttempt = Date.now();
        connecting = connect().finally(() => {
          connecting = null;
        });
      }
      if (!listening) return null;
      return (await sync("sync")) ?? null;
    },
    close: async () => {
      closed = true;
      await connecting;
      const client = listening;
      listening = null;
      await client?.end();
    },
  };
}

// The embedded database has one connection, this process's: a write's notification is handed to
// the listener while its commit is answered, so the count is current at any moment.
export function pgliteChangeNotices(pglite: PGlite): ChangeNotices {
  let count = 0;
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let ready = false;
  return {
    counted: async () => {
      listening ??= pglite
        .listen(publicPageChannel, () => {
          count++;
        })
        .then((unlisten) => {
          ready = true;
          return unlisten;
        })
        .catch(() => null);
      return ready ? count : null;
    },
    close: async () => {
      ready = false;
      const unlisten = await listening;
      listening = Promise.resolve(null);
      if (unlisten && !pglite.closed) await unlisten();
    },
  };
}

// The notices of each open database, found by its Drizzle handle (the only thing a route holds).
const noticesByDatabase = new WeakMap<object, ChangeNotices>();

export function watchChanges(db: object, notices: ChangeNotices): void {
  noticesByDatabase.set(db, notices);
}

export function changeNoticesOf(db: object): ChangeNotices | undefined {
  return noticesByDatabase.get(db);
}
