import { describe, expect, it } from "vitest";
import { postgresTarget, requireClientVersion } from "./postgres-tools";

describe("running pg_dump and pg_restore", () => {
  it("passes the password in the environment, never in the arguments or the label", () => {
    const target = postgresTarget("postgres://loupe:s3cr%40t@db.example:6543/lab?sslmode=require");
    expect(target.environment.PGPASSWORD).toBe("s3cr@t");
    expect(target.dbnameArgument).toBe("--dbname=postgres://loupe@db.example:6543/lab?sslmode=require");
    expect(target.label).toBe("db.example:6543/lab");
    expect(`${target.dbnameArgument} ${target.label}`).not.toContain("s3cr");
  });

  it("says which client to install when the one on the PATH is older than the server", async () => {
    await expect(requireClientVersion("pg_dump", 99, "the PostgreSQL server's version")).rejects.toThrow(
      /older than the PostgreSQL server's version \(99\); install the PostgreSQL 99 client/,
    );
    await expect(requireClientVersion("pg_dump", 15, "the server")).resolves.toMatch(/^\d+\.\d+/);
  });

  it("names a tool missing from the PATH", async () => {
    await expect(requireClientVersion("pg_dump_not_installed", 15, "the server")).rejects.toThrow(
      /pg_dump_not_installed was not found on the PATH/,
    );
  });
});
