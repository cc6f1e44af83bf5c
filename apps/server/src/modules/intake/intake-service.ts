import type { SessionUser } from "@loupe/domain/auth";
import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { IntakeOutcome, IntakeRequest, IntakeResult } from "@loupe/domain/intake/intake-api";
import { intakeSummary } from "@loupe/domain/intake/intake-summary";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { HttpProblem } from "../../http/problem";
import { type DiamondTrackItem, diamondTrackItemType } from "../../integrations/diamond-track/diamond-track";
import { OutsideSystemError } from "../../integrations/post-json";
import type { AppServices } from "../../services";
import { certificateNumberKey } from "../certificates/certificate-numbers";
import type { SaveFlags } from "../certificates/save-certificate";
import { certificateNumbers } from "../certificates/schema";
import { createDiamond } from "../diamonds/ports";
import { createJewelry } from "../jewelry/ports";
import { diamondFromDiamondTrack, jewelryFromDiamondTrack } from "./from-diamond-track";

// Add From Diamond Track (spec 000 §4, §5, §7 fetchAndSaveItemFromDiamondTrack): each number is
// fetched and becomes a diamond or jewelry record with NewlyAdded true, through the same create
// path as the form. A number Loupe already has is never fetched or written again: the certificate
// number registry (one row per number across types, its primary key) decides, even for two
// requests racing (docs/decisions/0011).

// Fetches in flight at once: Diamond Track answers in parallel; the writes are short.
const parallelFetches = 4;
// Waiting in the queue, not yet sent to the spreadsheet: completing sets it (spec 000 §4).
const intakeFlags: SaveFlags = { newlyAdded: true, updateSpreadsheet: false };

export async function intakeCertificates(
  services: AppServices,
  actor: SessionUser,
  request: IntakeRequest,
): Promise<IntakeResult> {
  const results: IntakeOutcome[] = new Array(request.certificates.length);
  let next = 0;
  const worker = async () => {
    while (next < request.certificates.length) {
      const index = next++;
      results[index] = await intakeOne(services, actor, request, request.certificates[index] as string);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelFetches, request.certificates.length) }, worker));
  return { results, message: intakeSummary(results) };
}

async function holderOf(db: Executor, number: string) {
  const [holder] = await db
    .select({ kind: certificateNumbers.kind, recordId: certificateNumbers.recordId })
    .from(certificateNumbers)
    .where(eq(certificateNumbers.number, certificateNumberKey(number)));
  return holder ? { type: holder.kind as CertificateType, id: holder.recordId } : null;
}

async function intakeOne(
  services: AppServices,
  actor: SessionUser,
  request: IntakeRequest,
  certificateNumber: string,
): Promise<IntakeOutcome> {
  const { db } = services;
  const existing = async () => {
    const holder = await holderOf(db, certificateNumber);
    return holder ? ({ certificateNumber, outcome: "existing", ...holder } as const) : null;
  };
  const failed = (message: string) => ({ certificateNumber, outcome: "failed", message }) as const;

  const already = await existing();
  if (already) return already;
  let item: DiamondTrackItem | null;
  try {
    item = await services.integrations.diamondTrack.fetchItem(certificateNumber, request.type);
  } catch (error) {
    if (error instanceof OutsideSystemError) return failed(error.message);
    throw error;
  }
  if (!item) return { certificateNumber, outcome: "unknown" };
  if (item.ItemType !== diamondTrackItemType(request.type))
    return failed(messages.diamondTrackTypeMismatch(certificateNumber, item.ItemType.toLowerCase()));
  // The record keeps the number as asked (Diamond Track may spell it in another case).
  const fetched = { ...item, CertNum: certificateNumber };
  try {
    const created = await create(services, actor, request, fetched);
    if ("message" in created) return failed(created.message);
    return { certificateNumber, outcome: "created", type: request.type, ...created };
  } catch (error) {
    // Another request took the number since the look-up above: it holds the record now.
    if (isUniqueViolation(error) || (error instanceof HttpProblem && error.status === 409)) {
      const holder = await existing();
      if (holder) return holder;
    }
    if (error instanceof HttpProblem) return failed(error.detail);
    throw error;
  }
}

// The new record's id and what it still lacks, or why Diamond Track's data cannot become one. The
// import's row check has passed it (from-diamond-track.ts), so a partly graded item is written as
// the import writes one: kept, incomplete.
async function create(
  services: AppServices,
  actor: SessionUser,
  request: IntakeRequest,
  item: DiamondTrackItem,
): Promise<{ id: string; missingFields: string[] } | { message: string }> {
  if (request.type === "diamond") {
    const reading = diamondFromDiamondTrack(item);
    if (!reading.ok) return reading;
    const created = await services.db.transaction((tx) =>
      createDiamond(tx, actor, reading.input, intakeFlags, "import"),
    );
    return { id: created.id, missingFields: reading.missingFields };
  }
  const reading = jewelryFromDiamondTrack(item, request.useClientSkuForVideo);
  if (!reading.ok) return reading;
  const created = await services.db.transaction((tx) =>
    createJewelry(tx, actor, reading.input, intakeFlags, "import"),
  );
  return { id: created.id, missingFields: reading.missingFields };
}
