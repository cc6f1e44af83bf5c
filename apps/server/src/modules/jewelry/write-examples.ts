import { certificateWriteExamples, createCertificate } from "../../testing/certificate-write-examples";
import { jewelryInput } from "../../testing/jewelry-fixtures";
import { entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";

// The jewelry's writes, for the activity walk (http/activity-walk.test.ts).

const path = "/api/jewelry";
const line = { orderNumber: "A100", lineNumber: 2 };
const input = (certificateNumber: string) =>
  jewelryInput({ certificateNumber, clientSku: `SKU-${certificateNumber}` });
const created = async (walk: Walk, number: string) =>
  (await createCertificate(walk, "jewelry", path, input(number))).id;

// The order line's records as the editor reads them before a plain Save, and its confirmation.
async function lineMembers(walk: Walk, excludeId?: string) {
  const query = new URLSearchParams({ orderNumber: line.orderNumber, lineNumber: String(line.lineNumber) });
  if (excludeId) query.set("excludeId", excludeId);
  const read = await walk.context.request({ url: `${path}/order-line?${query}`, cookie: walk.cookie });
  return (read.json().members as { id: string; version: number }[]).map(({ id, version }) => ({
    id,
    version,
  }));
}
const onLine = async (walk: Walk, number: string, changes = {}, excludeId?: string) => ({
  ...input(number),
  ...line,
  ...changes,
  orderLine: { members: await lineMembers(walk, excludeId), keepInscription: false },
});

// A plain Save of WALK-J1 in gold, on an order line with WALK-J2: two records written, two entries.
async function goldOnLine(walk: Walk, stale: boolean) {
  const first = await createCertificate(walk, "jewelry", path, await onLine(walk, "WALK-J1"));
  await createCertificate(walk, "jewelry", path, await onLine(walk, "WALK-J2"));
  const version = (await lineMembers(walk)).find((member) => member.id === first.id)?.version ?? 0;
  const body = await onLine(walk, "WALK-J1", { metal: "Gold" }, first.id);
  return {
    method: "PUT" as const,
    url: `${path}/${first.id}`,
    payload: { ...body, version: stale ? version + 3 : version },
  };
}

const skuDefaults = {
  clientSku: "SKU-WALK",
  templateId: 1,
  mainStoneColorCode: "#FFFFFF",
  sideStoneColorCode: "#FFFFFF",
  mainStoneColorMode: "color",
  sideStoneColorMode: "color",
};

export const writeExamples: WriteExample[] = [
  ...certificateWriteExamples({
    type: "jewelry",
    path,
    input: input("WALK-J1"),
    change: { metal: "Platinum" },
    importCsv: [
      "CertNum,Template,JewelryType,Metal",
      "WALK-J3,19,Ring,14K Rose Gold",
      "WALK-J4,19,Pendant,Platinum",
    ].join("\r\n"),
    imported: ["WALK-J3", "WALK-J4"],
  }).filter((example) => example.route !== `PUT ${path}/:id`),
  {
    route: `PUT ${path}/:id`,
    valid: async (walk) => ({
      request: await goldOnLine(walk, false),
      entries: entriesOf("update", "jewelry", "WALK-J1", "WALK-J2"),
    }),
    invalid: (walk) => goldOnLine(walk, true),
  },
  {
    route: `POST ${path}/print-multiple`,
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: `${path}/print-multiple`,
        payload: { ids: [await created(walk, "WALK-J1"), await created(walk, "WALK-J2")] },
      },
      entries: ["WALK-J1", "WALK-J2"].map((subject) => ({
        action: "print" as const,
        entityType: "jewelry",
        subject,
      })),
    }),
    invalid: async () => ({ method: "POST", url: `${path}/print-multiple`, payload: { ids: [] } }),
  },
  {
    route: `POST ${path}/print-multiple/preview`,
    writesNoEntry: "A preview counts the cards Print Multiple would send; nothing is printed or written.",
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: `${path}/print-multiple/preview`,
        payload: { ids: [await created(walk, "WALK-J1")] },
      },
    }),
  },
  {
    route: `POST ${path}/clear-card-db`,
    writesNoEntry: "It empties the card printer's own data table; no record of Loupe's changes.",
    valid: async () => ({ request: { method: "POST", url: `${path}/clear-card-db`, payload: {} } }),
  },
  {
    route: `PUT ${path}/sku-defaults`,
    valid: async () => ({
      request: { method: "PUT", url: `${path}/sku-defaults`, payload: skuDefaults },
      entries: entriesOf("create", "jewelry-sku-defaults", "SKU-WALK"),
    }),
    invalid: async () => ({
      method: "PUT",
      url: `${path}/sku-defaults`,
      payload: { ...skuDefaults, clientSku: "" },
    }),
  },
];
