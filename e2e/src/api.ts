import { roundGradingFixture } from "@loupe/domain/certificates/round-grading-fixture";
import type { JewelrySaveInput, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import { jewelryInput } from "@loupe/server/testing/jewelry-fixtures";
import type { APIRequestContext, Browser, Page } from "@playwright/test";

// Creates an administrator through the API as the signed-in user of `request`.
export async function createAdministratorThroughApi(
  request: APIRequestContext,
  baseURL: string,
  values: { fullName: string; email: string; password: string; permissions?: string[] },
): Promise<{ id: string }> {
  const response = await request.post(`${baseURL}/api/administrators`, {
    headers: { origin: baseURL },
    data: { phone: "", permissions: [], ...values },
  });
  if (response.status() !== 201)
    throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

// A complete round lab-grown diamond (template 1) through the API as the signed-in user of
// `request`; `values` add to it or replace its fields.
export async function createDiamondThroughApi(
  request: APIRequestContext,
  baseURL: string,
  values: Record<string, unknown>,
): Promise<{ id: string }> {
  const response = await request.post(`${baseURL}/api/diamonds`, {
    headers: { origin: baseURL },
    data: {
      templateId: 1,
      ...roundGradingFixture,
      shape: "Round Brilliant",
      weight: 1.01,
      fluorescence: "None",
      girdle: "M",
      measurements: "6.41 x 6.45 x 3.98",
      color: { template: "Standard", value: "F", asterisks: "" },
      manufacturedAs: "Lab Grown",
      ...values,
    },
  });
  if (response.status() !== 201)
    throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  return { id: (await response.json()).diamond.id };
}

// A complete jewelry record (the server's test fixture) without its numbers, with what the test is
// about, through the API as the signed-in user of `request`.
export async function createJewelryThroughApi(
  request: APIRequestContext,
  baseURL: string,
  values: Partial<JewelrySaveInput>,
): Promise<{ id: string }> {
  const response = await request.post(`${baseURL}/api/jewelry`, {
    headers: { origin: baseURL },
    data: {
      ...jewelryInput({ certificateNumber: "", clientSku: "", ...values }),
      // Alone on a new order line: the order-line rule's inscription, confirmed (spec 001 §7.1).
      ...(values.lineNumber == null ? {} : { orderLine: { members: [], keepInscription: false } }),
    },
  });
  if (response.status() !== 201)
    throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).jewelry;
}

type SignIn = (page: Page, options: { as: { email: string; password: string } }) => Promise<void>;

// A new administrator with these permissions, made by the signed-in `page`'s user and signed in
// on a page of its own browser context (close it with page.context().close()).
export async function signInAsNewAdministrator(
  page: Page,
  browser: Browser,
  baseURL: string,
  signIn: SignIn,
  permissions: string[],
): Promise<Page> {
  const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lab.test`;
  const password = "a long password for this test";
  await createAdministratorThroughApi(page.request, baseURL, {
    fullName: "Other Admin",
    email,
    password,
    permissions,
  });
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signIn(other, { as: { email, password } });
  return other;
}

// A template-1 ring with this certificate number, made through the API by `page`'s user (not
// sent to the spreadsheet), as the editor tests open it.
export async function createRingThroughApi(page: Page, certificateNumber: string) {
  const response = await page.request.post("/api/jewelry?digitalCertificate=false", {
    headers: { origin: new URL(page.url()).origin },
    data: jewelryInput({ certificateNumber, clientSku: "", templateId: 1, jewelryType: "Ring" }),
  });
  if (response.status() !== 201)
    throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as JewelrySaveResult).jewelry;
}

// A real 2 × 2 PNG (the server checks an upload is an image by its bytes).
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
