import type { Jewelry } from "@loupe/domain/jewelry/jewelry";
import type { JewelryFilter } from "@loupe/domain/jewelry/jewelry-list-query";
import type { Database } from "../../db/client";
import {
  type CertificateStreamSource,
  countCertificates,
  streamCertificates,
} from "../certificates/certificate-stream";
import { jewelryFilterConditions } from "./jewelry-filters";
import { type JoinedJewelry, joinedJewelry, selectJewelry, toJewelry } from "./jewelry-rows";
import { keptJewelryTotal } from "./jewelry-totals";
import { jewelry } from "./schema";

// Every jewelry record the list's filters select, for the exports (certificates/certificate-stream.ts).
export const jewelryStreamSource: CertificateStreamSource<JewelryFilter, JoinedJewelry, Jewelry> = {
  table: jewelry,
  select: selectJewelry,
  parse: joinedJewelry,
  where: jewelryFilterConditions,
  keptTotal: keptJewelryTotal,
  toItem: (joined) => toJewelry(joined),
};

export const streamJewelry = (db: Database, filter: JewelryFilter, batchSize?: number) =>
  streamCertificates(db, jewelryStreamSource, filter, batchSize);

export const countJewelry = (db: Database, filter: JewelryFilter) =>
  countCertificates(db, jewelryStreamSource, filter);
