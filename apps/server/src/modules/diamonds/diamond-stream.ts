import type { Diamond, DiamondFilter } from "@loupe/domain/diamonds/diamond";
import type { Database } from "../../db/client";
import {
  type CertificateStreamSource,
  countCertificates,
  streamCertificates,
} from "../certificates/certificate-stream";
import { diamondFilterConditions } from "./diamond-filters";
import { type JoinedDiamond, joinedDiamond, selectDiamonds, toDiamond } from "./diamond-rows";
import { keptDiamondTotal } from "./diamond-totals";
import { diamonds } from "./schema";

// Every diamond of a filtered set, for the exports (certificates/certificate-stream.ts).
export const diamondStreamSource: CertificateStreamSource<DiamondFilter, JoinedDiamond, Diamond> = {
  table: diamonds,
  select: selectDiamonds,
  parse: joinedDiamond,
  where: diamondFilterConditions,
  keptTotal: keptDiamondTotal,
  toItem: (joined) => toDiamond(joined),
};

export const streamDiamonds = (db: Database, filter: DiamondFilter, batchSize?: number) =>
  streamCertificates(db, diamondStreamSource, filter, batchSize);

export const countDiamonds = (db: Database, filter: DiamondFilter) =>
  countCertificates(db, diamondStreamSource, filter);
