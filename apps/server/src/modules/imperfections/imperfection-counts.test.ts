import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testSuite } from "../../testing/test-suite";
import { client, expectCountsExact, expectLinksAgree } from "./imperfection-test-helpers";
import { diamondImperfections } from "./schema";

// The per-user totals and the diamonds' 'imperfections' counters are kept by triggers in each
// write's transaction: after any mix of writes by two users, they equal counts of the rows, and
// both sides of every connection agree.
const suite = testSuite();

type Command =
  | { kind: "create"; user: 0 | 1 }
  | { kind: "delete" | "print" | "disconnect"; pick: number }
  | { kind: "connect"; pick: number; diamond: number };

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("create" as const), user: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({
    kind: fc.constantFrom("delete" as const, "print" as const, "disconnect" as const),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant("connect" as const), pick: fc.nat(), diamond: fc.nat({ max: 2 }) }),
);

describe("imperfection counts", () => {
  it("equal counts of the rows after any writes (property)", async () => {
    const { context } = suite;
    const db = context.database.db;
    const users = [client(context, suite.cookie), client(context, (await context.signInAsNew()).cookie)];
    const [first] = users;
    if (!first) throw new Error("no user");
    const diamondIds = [
      await first.createDiamond("LG-COUNT-1"),
      await first.createDiamond("LG-COUNT-2"),
      await first.createDiamond("LG-COUNT-3"),
    ];
    const maps: { id: string; user: number }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const command of commands) {
          if (command.kind === "create") {
            const map = await users[command.user]?.createMap();
            maps.push({ id: map.id, user: command.user });
            continue;
          }
          const map = maps[command.pick % Math.max(maps.length, 1)];
          const api = map && users[map.user];
          if (!map || !api) continue;
          if (command.kind === "connect") {
            await api.uploadProportions(map.id);
            const response = await api.connect(map.id, diamondIds[command.diamond] ?? "");
            expect([200, 409]).toContain(response.statusCode);
          } else if (command.kind === "delete") {
            await api.expectOk("DELETE", `/api/imperfections/${map.id}`);
            maps.splice(maps.indexOf(map), 1);
          } else if (command.kind === "print") {
            await db
              .update(diamondImperfections)
              .set({ printed: true })
              .where(eq(diamondImperfections.id, map.id));
          } else {
            const response = await api.send("DELETE", `/api/imperfections/${map.id}/connection`);
            expect([200, 409]).toContain(response.statusCode);
          }
        }
        await expectCountsExact(db);
        await expectLinksAgree(db);
      }),
      { numRuns: 12 },
    );
    // And after the maps are emptied at once (TRUNCATE clears the per-user counters).
    await db.execute(sql`truncate diamond_imperfections cascade`);
    await expectCountsExact(db);
  });
});
