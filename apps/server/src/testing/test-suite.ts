import { afterAll, beforeAll, beforeEach } from "vitest";
import { seedDemoData } from "../seed/demo-data";
import { createTestContext, type TestContext } from "./test-app";

export type TestSuite = { context: TestContext; cookie: string };

// One app and database for a test file, and a signed-in staff member's cookie. With `reset`,
// the database is emptied and a new member signed in before each test; without, once.
export function testSuite(environment: Record<string, string> = {}, options = { reset: true }): TestSuite {
  // Filled by beforeAll, before any test reads it.
  const suite = {} as TestSuite;
  const signIn = async () => {
    suite.cookie = (await suite.context.signInAsNew()).cookie;
  };
  beforeAll(async () => {
    suite.context = await createTestContext(environment);
    if (!options.reset) await signIn();
  });
  afterAll(() => suite.context.close());
  if (options.reset)
    beforeEach(async () => {
      await suite.context.reset();
      await signIn();
    });
  return suite;
}

// One app for a test file with the demo data seeded, and the demo administrator's cookie.
export function demoSuite(): TestSuite {
  // Filled by beforeAll, before any test reads it.
  const suite = {} as TestSuite;
  beforeAll(async () => {
    suite.context = await createTestContext();
    await suite.context.reset();
    const demo = await seedDemoData(suite.context.database.db, suite.context.services.storage);
    if (!demo) throw new Error("The demo data was not seeded");
    suite.cookie = await suite.context.signIn(demo.email, demo.password);
  });
  afterAll(() => suite.context.close());
  return suite;
}
