import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./test-app";

// How an area's routes read in its list: "PUT /api/things/:id", and the permission a signed-in
// administrator must hold in brackets, "POST /api/administrators (super_admin)".
const describeRoute = (route: { method: string; url: string; permissions: string[] }) =>
  `${route.method} ${route.url}${route.permissions.length > 0 ? ` (${route.permissions.join(", ")})` : ""}`;

// One area's routes (its modules/<area>/routes.test.ts holds the list), checked against the app's
// real route table: a route the area adds, drops or changes the permission of without its list
// saying so fails here. http/route-table.test.ts fails for a route in no area and an area with no list.
export function describeAreaRoutes(area: string, routes: readonly string[]): void {
  describe(`the ${area} area's routes`, () => {
    let context: TestContext;
    beforeAll(async () => {
      context = await createTestContext();
    });
    afterAll(() => context.close());

    it("are exactly its list, each registered in its scope and none public", () => {
      // HEAD is Fastify's twin of every GET.
      const own = context.app.routeTable.filter((route) => route.area === area && route.method !== "HEAD");
      expect(own.map(describeRoute).sort()).toEqual([...routes].sort());
      expect(own.filter((route) => route.public).map(describeRoute)).toEqual([]);
    });
  });
}
