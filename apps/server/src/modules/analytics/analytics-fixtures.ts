import { uuidv7 } from "uuidv7";
import type { Database } from "../../db/client";
import { companies } from "../companies/ports";
import { diamonds } from "../diamonds/ports";

// A client (with a website or none) and a diamond of it, as the analytics tests need them.
export async function insertClient(db: Database, name: string, website = ""): Promise<string> {
  const id = uuidv7();
  await db.insert(companies).values({ id, kind: "client", name, website });
  return id;
}

export async function insertDiamond(
  db: Database,
  values: { clientId: string | null; certificateNumber: string; clientSku?: string },
): Promise<string> {
  const id = uuidv7();
  await db.insert(diamonds).values({
    id,
    templateId: 1,
    clientSku: values.clientSku ?? `SKU-${values.certificateNumber}`,
    shape: "Round Brilliant",
    weight: 1.01,
    colorValue: "G",
    clarityValue: "VS1",
    manufacturedAs: "Lab Grown",
    ...values,
  });
  return id;
}

export const userAgents = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  bot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
} as const;
