import { afterAll, beforeAll, beforeEach } from "vitest";
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
