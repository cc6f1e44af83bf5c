import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// Requests that arrive together share one query. Keys asked for are gathered until the event loop
// has read every request already waiting on its sockets (setImmediate), then loaded at once, so
// under load one round trip serves a whole batch instead of one per request. Nothing is kept: each
// key is read by a query that starts after its request arrived, so a batch sees every write
// committed before it, on whichever server made it (decision 0029 stands; decision 0031).

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

// At most this many keys in one query; a fuller batch is sent at once and the next one begins.
const maxBatch = 500;

export type BatchedLoader<K, V> = (key: K) => Promise<V | undefined>;

export function batchedLoader<K, V>(load: (keys: K[]) => Promise<Map<K, V>>): BatchedLoader<K, V> {
  let gathering: Map<K, Waiter<V>[]> | null = null;

  const send = async (batch: Map<K, Waiter<V>[]>) => {
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  const close = (batch: Map<K, Waiter<V>[]>) => {
    if (gathering === batch) gathering = null;
    void send(batch);
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = gathering;
      if (!batch) {
        const opened = new Map<K, Waiter<V>[]>();
        batch = opened;
        gathering = opened;
        setImmediate(() => {
          if (gathering === opened) close(opened);
        });
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= maxBatch) close(batch);
    });
}

// A look-up batched per database handle (each app, and each test's app, has its own pool). For the
// pool only: a transaction's statements already run one after another on its one connection.
export function batchedPerDatabase<D extends object, K, V>(
  load: (db: D, keys: K[]) => Promise<Map<K, V>>,
): (db: D, key: K) => Promise<V | undefined> {
  const loaders = new WeakMap<D, BatchedLoader<K, V>>();
  return (db, key) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = batchedLoader((keys: K[]) => load(db, keys));
      loaders.set(db, loader);
    }
    return loader(key);
  };
}

// `column = any($1)`: a batch's keys as one array parameter. Drizzle's inArray builds a parameter
// per key, which cost a tenth of a public page's CPU (bench/results/load.md). `type` names the
// SQL type of an expression; a column's own is used otherwise.
export function isAnyOf(column: PgColumn, values: readonly unknown[]): SQL;
export function isAnyOf(expression: SQLWrapper, values: readonly unknown[], type: string): SQL;
export function isAnyOf(target: SQLWrapper, values: readonly unknown[], type?: string): SQL {
  const sqlType = type ?? (target as PgColumn).getSQLType();
  return sql`${target} = any(${sql.param(values)}::${sql.raw(sqlType)}[])`;
}
