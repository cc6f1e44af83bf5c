// Linted as packages/domain/src/pg-probe.ts: the domain using the database driver.
import pg from "pg";

export const probe = pg;
