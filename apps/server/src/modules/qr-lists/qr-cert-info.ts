import { certificatePublicPath } from "@loupe/domain/certificates/certificate-type";
import type { QrCertInfo } from "@loupe/domain/videos/qr-list-api";
import { desc, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { ListedVideo } from "../certificate-videos/ports";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";

// Each video's certificate information (spec 002 §3 certInfo {caratWeight, shape, type}), read live
// from the record its name designates, through the diamonds' and jewelry's ports (decision 0015):
// a certificate number, an order and line number ('ORD7-2'), or a client SKU (the name of a SKU
// video, or the SKU a certificate or line-number video carries). Read live rather than copied at
// save: a corrected weight or shape shows on every list at once, and a list keeps no second truth.

type Keys = { certificate: string | null; orderLine: [string, string] | null; skus: string[] };

const upper = (value: string) => value.toUpperCase();

function keysOf(video: ListedVideo): Keys {
  const skus: string[] = [];
  if (video.namingMode === "sku") skus.push(upper(video.name));
  if (video.sku) skus.push(upper(video.sku.trim()));
  let orderLine: [string, string] | null = null;
  if (video.namingMode === "orderLine") {
    const dash = video.name.lastIndexOf("-");
    if (dash > 0 && dash < video.name.length - 1)
      orderLine = [upper(video.name.slice(0, dash)), video.name.slice(dash + 1)];
  }
  return { certificate: video.namingMode === "certificate" ? upper(video.name) : null, orderLine, skus };
}

// What a video designates: the record's info, and its public page while it has one (a queued
// record has none, and the public list page then shows no info for it either).
export type DesignatedCertificate = { info: QrCertInfo; publicPath: string | null };

type Candidate = DesignatedCertificate & {
  certificateNumber: string;
  clientSku: string;
  orderNumber: string;
  lineNumber: string;
};

const weightText = (weight: number | null) => (weight === null ? "" : weight.toFixed(2));

// Whatever record of either kind matches any video's keys, newest first.
async function candidates(db: Executor, all: Keys[]): Promise<Candidate[]> {
  const certificates = [...new Set(all.flatMap((keys) => (keys.certificate ? [keys.certificate] : [])))];
  const skus = [...new Set(all.flatMap((keys) => keys.skus))].filter((sku) => sku !== "");
  const orders = [...new Set(all.flatMap((keys) => (keys.orderLine ? [keys.orderLine[0]] : [])))];
  const matching = (table: typeof diamonds | typeof jewelry): SQL | undefined => {
    const conditions: SQL[] = [];
    if (certificates.length > 0)
      conditions.push(inArray(sql`upper(${table.certificateNumber})`, certificates));
    if (skus.length > 0) conditions.push(inArray(sql`upper(${table.clientSku})`, skus));
    if (orders.length > 0) conditions.push(inArray(sql`upper(${table.orderNumber})`, orders));
    return conditions.length > 0 ? or(...conditions) : undefined;
  };
  const diamondWhere = matching(diamonds);
  const jewelryWhere = matching(jewelry);
  if (!diamondWhere || !jewelryWhere) return [];
  const [diamondRows, jewelryRows] = await Promise.all([
    db
      .select({
        certificateNumber: diamonds.certificateNumber,
        clientSku: diamonds.clientSku,
        orderNumber: diamonds.orderNumber,
        lineNumber: diamonds.lineNumber,
        weight: diamonds.weight,
        shape: diamonds.shape,
        newlyAdded: diamonds.newlyAdded,
        created: diamonds.created,
      })
      .from(diamonds)
      .where(diamondWhere)
      .orderBy(desc(diamonds.created), desc(diamonds.id))
      .limit(1000),
    db
      .select({
        certificateNumber: jewelry.certificateNumber,
        clientSku: jewelry.clientSku,
        orderNumber: jewelry.orderNumber,
        lineNumber: jewelry.lineNumber,
        weight: sql<string>`coalesce(${jewelry.mainStone}->>'weight', '')`,
        shape: sql<string>`coalesce(${jewelry.mainStone}->>'shape', '')`,
        type: jewelry.jewelryType,
        newlyAdded: jewelry.newlyAdded,
        created: jewelry.created,
      })
      .from(jewelry)
      .where(jewelryWhere)
      .orderBy(desc(jewelry.created), desc(jewelry.id))
      .limit(1000),
  ]);
  const found = [
    ...diamondRows.map((row) => ({
      created: row.created,
      certificateNumber: row.certificateNumber,
      clientSku: row.clientSku,
      orderNumber: row.orderNumber,
      lineNumber: row.lineNumber,
      info: { caratWeight: weightText(row.weight), shape: row.shape, type: "Diamond" },
      publicPath: certificatePublicPath("diamond", row),
    })),
    ...jewelryRows.map((row) => ({
      created: row.created,
      certificateNumber: row.certificateNumber,
      clientSku: row.clientSku,
      orderNumber: row.orderNumber,
      lineNumber: row.lineNumber === null ? "" : String(row.lineNumber),
      info: { caratWeight: row.weight, shape: row.shape, type: row.type },
      publicPath: certificatePublicPath("jewelry", row),
    })),
  ];
  return found.sort((a, b) => b.created.getTime() - a.created.getTime());
}

// What each video designates ('id → certificate'); videos that designate no record are absent.
export async function certificatesOf(
  db: Executor,
  videos: readonly ListedVideo[],
): Promise<Map<string, DesignatedCertificate>> {
  const keyed = videos.map((video) => ({ video, keys: keysOf(video) }));
  const found = await candidates(
    db,
    keyed.map((entry) => entry.keys),
  );
  const answer = new Map<string, DesignatedCertificate>();
  for (const { video, keys } of keyed) {
    const match =
      (keys.certificate && found.find((row) => upper(row.certificateNumber) === keys.certificate)) ||
      (keys.orderLine &&
        found.find(
          (row) => upper(row.orderNumber) === keys.orderLine?.[0] && row.lineNumber === keys.orderLine?.[1],
        )) ||
      keys.skus.map((sku) => found.find((row) => upper(row.clientSku) === sku)).find(Boolean);
    if (match) answer.set(video.id, { info: match.info, publicPath: match.publicPath });
  }
  return answer;
}
