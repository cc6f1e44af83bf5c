import { jewelryCardData } from "@loupe/domain/jewelry/card-data";
import {
  clearCardDbResultSchema,
  type PrintMultipleOutcome,
  printMultiplePreviewSchema,
  printMultipleRequestSchema,
  printMultipleResultSchema,
} from "@loupe/domain/jewelry/jewelry-api";
import { messages } from "@loupe/domain/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../auth/request-guard";
import { HttpProblem } from "../../http/problem";
import type { AppServices } from "../../services";
import { certificateIdParams } from "../certificates/certificate-routes";
import { printCard, printerFailure, printerReason, recordCardPrinted } from "../certificates/print-card";
import { jewelryKind } from "./jewelry-kind";
import { printPreview, resolvePrintSelection } from "./print-selection";
import { getJewelry } from "./service";

// The card printer (spec 001 §2.2, §7.2): one card, the cards selected for Print Multiple (what it
// will print first, then printing), and clearing the printer's data table. A card the printer took
// is recorded as printed (certificates/print-card.ts).
export async function jewelryPrintRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const printer = services.integrations.cardPrinter;
  const { tags } = jewelryKind;

  routes.post(
    "/api/jewelry/:id/print-card",
    { schema: { tags, params: certificateIdParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const record = await getJewelry(db, request.params.id);
      return printCard(
        db,
        printer,
        currentUser(request),
        { kind: jewelryKind, record, card: jewelryCardData(record) },
        messages.jewelryCardSent,
      );
    },
  );

  routes.post(
    "/api/jewelry/print-multiple/preview",
    { schema: { tags, body: printMultipleRequestSchema, response: { 200: printMultiplePreviewSchema } } },
    async (request) => printPreview(await resolvePrintSelection(db, request.body)),
  );

  // Each id in the order given; each answers on its own (a record gone or a printer failure is
  // that record's outcome), so one failure does not hide what went through.
  routes.post(
    "/api/jewelry/print-multiple",
    { schema: { tags, body: printMultipleRequestSchema, response: { 200: printMultipleResultSchema } } },
    async (request) => {
      const actor = currentUser(request);
      const { ids } = await resolvePrintSelection(db, request.body);
      const outcomes: PrintMultipleOutcome[] = [];
      for (const id of ids) {
        const record = await getJewelry(db, id).catch((error: unknown) => {
          if (error instanceof HttpProblem && error.status === 404) return null;
          throw error;
        });
        if (!record) {
          outcomes.push({
            id,
            certificateNumber: "",
            ok: false,
            sent: false,
            message: messages.jewelryNotFound,
          });
          continue;
        }
        const outcome = { id, certificateNumber: record.certificateNumber };
        try {
          await printer.updateDataTable(jewelryCardData(record));
        } catch (error) {
          outcomes.push({
            ...outcome,
            ok: false,
            sent: false,
            message: messages.genericError(printerReason(error), 502),
          });
          continue;
        }
        // Sent: each card is recorded in its own transaction as it goes out.
        try {
          await recordCardPrinted(db, actor, jewelryKind, record);
          outcomes.push({ ...outcome, ok: true, sent: true, message: messages.jewelryCardSent });
        } catch (error) {
          outcomes.push({ ...outcome, ok: false, sent: true, message: printerReason(error) });
        }
      }
      return { outcomes };
    },
  );

  // Clear Cert Card DB / Asure ID: the printer's answer is shown as it came.
  routes.post(
    "/api/jewelry/clear-card-db",
    { schema: { tags, response: { 200: clearCardDbResultSchema } } },
    async () => {
      try {
        const answer = (await printer.clearDataTable()).trim();
        return { message: answer || messages.cardDataTableCleared };
      } catch (error) {
        throw printerFailure(error);
      }
    },
  );
}
