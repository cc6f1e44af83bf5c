import { z } from "zod";
import { messages } from "./messages";

// The largest price the database column holds (numeric(12,2)).
export const priceMax = 9_999_999_999.99;

// Dollars and cents: read off the number's shortest decimal form, so 19.99 passes and 0.1 + 0.2
// (0.30000000000000004), 12.345 or 1e-7 do not. The sign is the minimum's to refuse.
export function hasAtMostTwoDecimals(amount: number): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(String(amount));
}

// A price in US dollars (spec 002 §3): null or absent is no price; otherwise 0 or more, at most
// two decimals. Every refusal says the same, so the form and the API show one clear text.
export const optionalPriceSchema = z
  .number({ error: messages.priceInvalid })
  .min(0, messages.priceInvalid)
  .max(priceMax, messages.priceInvalid)
  .refine(hasAtMostTwoDecimals, messages.priceInvalid)
  .nullable()
  .default(null);
