import { createHash, randomBytes } from "node:crypto";

// 128 random bits, handed to the browser; only the sha256 is stored.
export function newToken(): string {
  return randomBytes(16).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
