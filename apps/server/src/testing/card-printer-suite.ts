import { afterAll, beforeAll, beforeEach } from "vitest";
import { type RecordingHttpServer, startRecordingHttpServer } from "../integrations/recording-http-server";
import { createTestContext } from "./test-app";
import type { TestSuite } from "./test-suite";

export type CardPrinterSuite = TestSuite & {
  // The card printer: a real HTTP server on this machine, reached through the HTTP client.
  printer: RecordingHttpServer;
  // The staff member signed in for the current test.
  signedIn: { id: string; email: string };
  post: (url: string, payload?: object) => ReturnType<TestSuite["context"]["request"]>;
};

// One app whose card printer is a recording HTTP server; before each test the database is
// emptied, a new staff member signed in, and the printer forgets its requests and answers OK.
export function cardPrinterSuite(): CardPrinterSuite {
  // Filled by beforeAll, before any test reads it.
  const suite = {
    post: (url: string, payload: object = {}) =>
      suite.context.request({ method: "POST", url, payload, cookie: suite.cookie }),
  } as CardPrinterSuite;
  beforeAll(async () => {
    suite.printer = await startRecordingHttpServer();
    suite.context = await createTestContext({ CARD_PRINTER_URL: suite.printer.url });
  });
  afterAll(async () => {
    await suite.context.close();
    await suite.printer.close();
  });
  beforeEach(async () => {
    await suite.context.reset();
    const { cookie, ...signedIn } = await suite.context.signInAsNew();
    suite.signedIn = signedIn;
    suite.cookie = cookie;
    suite.printer.requests.length = 0;
    suite.printer.answerWith({ status: 200, body: "OK" });
  });
  return suite;
}
