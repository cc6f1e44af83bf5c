import type { SkuRow } from "@loupe/domain/skus";
import type { FastifyReply } from "fastify";
import { downloadHeaders, xlsxContentType } from "./download";
import { type SkuOwner, skuFileName, skuSheet } from "./sku-sheet";
import { xlsxStream } from "./xlsx-writer";

// '{name} SKUS.xlsx': an administrator's posts, or a client's or customer's certificates.
export function sendSkuSheet(
  reply: FastifyReply,
  publicBaseUrl: string,
  sheet: { owner: SkuOwner; name: string; rows: SkuRow[] },
) {
  return downloadHeaders(reply, skuFileName(sheet.name), xlsxContentType, sheet.rows.length).send(
    xlsxStream(skuSheet(sheet.owner, sheet.name, sheet.rows, publicBaseUrl)),
  );
}
