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
