import { roundGradingFixture } from "@loupe/domain/certificates/round-grading-fixture";
import type { APIRequestContext } from "@playwright/test";

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
