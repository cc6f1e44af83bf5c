import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import type { VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";

// The `sku` of a video named by certificate number or by order and line number (002 §3): the
// client SKU of the diamond or jewelry the name designates, read through their areas' ports
// (decision 0015); null when none is found or it has none. A video named by SKU has none: its
// name is the SKU.

// 'ORD7-2' → order ORD7, line 2 (the last dash splits: an order number may hold dashes).
export function orderLineOf(name: string): { orderNumber: string; lineNumber: number } | null {
  const dash = name.lastIndexOf("-");
  const line = name.slice(dash + 1);
  if (dash <= 0 || !/^\d{1,9}$/.test(line)) return null;
  return { orderNumber: compactCertificateKey(name.slice(0, dash)), lineNumber: Number(line) };
}

async function skusByCertificateNumber(db: Executor, names: string[]): Promise<Map<string, string>> {
  const keys = [...new Set(names.map(compactCertificateKey))];
  if (keys.length === 0) return new Map();
  // Certificate numbers are kept compacted and upper-cased; upper() reads their unique indexes.
  const diamondKey = sql<string>`upper(${diamonds.certificateNumber})`;
  const jewelryKey = sql<string>`upper(${jewelry.certificateNumber})`;
  const rows = [
    ...(await db
      .select({ key: diamondKey, sku: diamonds.clientSku })
      .from(diamonds)
      .where(and(inArray(diamondKey, keys), ne(diamonds.clientSku, "")))),
    ...(await db
      .select({ key: jewelryKey, sku: jewelry.clientSku })
      .from(jewelry)
      .where(and(inArray(jewelryKey, keys), ne(jewelry.clientSku, "")))),
  ];
  return new Map(rows.map((row) => [row.key, row.sku]));
}

// The line's records share a client SKU as a rule; when they do not, the first made (lowest id)
// that has one answers.
async function skusByOrderLine(db: Executor, names: string[]): Promise<Map<string, string>> {
  const lines = names.flatMap((name) => {
    const line = orderLineOf(name);
    return line ? [line] : [];
  });
  if (lines.length === 0) return new Map();
  const rows = await db
    .select({ orderNumber: jewelry.orderNumber, lineNumber: jewelry.lineNumber, sku: jewelry.clientSku })
    .from(jewelry)
    .where(
      and(
        or(
          ...lines.map((line) =>
            and(eq(jewelry.orderNumber, line.orderNumber), eq(jewelry.lineNumber, line.lineNumber)),
          ),
        ),
        ne(jewelry.clientSku, ""),
      ),
    )
    .orderBy(asc(jewelry.id));
  const skus = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.orderNumber}-${row.lineNumber}`;
    if (!skus.has(key)) skus.set(key, row.sku);
  }
  return skus;
}

// Each name's SKU, or null, for names of one mode.
export async function videoSkus(
  db: Executor,
  mode: VideoNamingMode,
  names: string[],
): Promise<(name: string) => string | null> {
  if (mode === "certificate") {
    const skus = await skusByCertificateNumber(db, names);
    return (name) => skus.get(compactCertificateKey(name)) ?? null;
  }
  if (mode === "orderLine") {
    const skus = await skusByOrderLine(db, names);
    return (name) => {
      const line = orderLineOf(name);
      return line ? (skus.get(`${line.orderNumber}-${line.lineNumber}`) ?? null) : null;
    };
  }
  return () => null;
}
