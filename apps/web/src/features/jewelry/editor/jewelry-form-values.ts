import { type Jewelry, type JewelrySave, jewelrySaveSchema } from "@loupe/domain/jewelry/jewelry";
import { type AddCenterStoneResult, addCenterStone } from "@loupe/domain/jewelry/jewelry-template-rules";
import type { CenterStone, MainStone } from "@loupe/domain/jewelry/stones";
import type { JewelryTemplateId } from "@loupe/domain/options/jewelry-templates";
import type { CompanyChoice } from "../../../components/certificate-form/company-field";
import { issueProblems, problemsByFieldWith } from "../../../components/certificate-form/form-problems";
import type { FieldProblem } from "../../../components/certificate-form/use-field-problems";

// A number field's value as Mantine's NumberInput gives it: a string while empty or half typed ("1.").
export type NumberValue = number | string;
type Percentages = { table: NumberValue; depth: NumberValue };
export type CenterStoneValues = Omit<CenterStone, "table" | "depth"> & Percentages;
export type MainStoneValues = Omit<MainStone, "table" | "depth"> & Percentages;
export type FileChoice = { id: string; name: string; url: string } | null;

type Referenced = "clientId" | "customerId" | "customerLogoFileId" | "certificateVideoFileId";

// The jewelry editor's values: the save body with companies and files as the form shows them
// (name, url), number fields as typed, and no template until one is chosen.
type Price = "retailPrice" | "totalCertPrice" | "totalCertCost";
const prices = ["retailPrice", "totalCertPrice", "totalCertCost"] as const satisfies readonly Price[];

export type JewelryFormValues = Omit<
  JewelrySave,
  Referenced | Price | "templateId" | "lineNumber" | "mainStone" | "centerStones"
> & {
  templateId: JewelryTemplateId | null;
  lineNumber: NumberValue;
  retailPrice: NumberValue;
  totalCertPrice: NumberValue;
  totalCertCost: NumberValue;
  client: CompanyChoice;
  // Read-only in the editor (spec 001 §2.3); kept as stored.
  customer: CompanyChoice;
  customerLogo: FileChoice;
  video: FileChoice;
  mainStone: MainStoneValues;
  centerStones: CenterStoneValues[];
};

const typed = (value: number | null): NumberValue => value ?? "";
function orNull(value: NumberValue): number | null {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

function stoneValues<Stone extends { table: number | null; depth: number | null }>(stone: Stone) {
  return { ...stone, table: typed(stone.table), depth: typed(stone.depth) };
}
function stoneNumbers<Stone extends Percentages>(stone: Stone) {
  return { ...stone, table: orNull(stone.table), depth: orNull(stone.depth) };
}

// The save body's own fields of a record (the API answers more), without the references the form
// keeps as companies and files.
const referenced: readonly string[] = [
  "clientId",
  "customerId",
  "customerLogoFileId",
  "certificateVideoFileId",
];
function saveFields(record: Jewelry | JewelrySave): Omit<JewelrySave, Referenced> {
  const keys = Object.keys(jewelrySaveSchema.shape).filter(
    (key) => !referenced.includes(key) && key in record,
  );
  // Every key is the save schema's own, with the record's value of the same type.
  return Object.fromEntries(keys.map((key) => [key, record[key as keyof typeof record]])) as unknown as Omit<
    JewelrySave,
    Referenced
  >;
}

const blankSave = (): JewelrySave => jewelrySaveSchema.parse({ templateId: 1 });

export function initialValues(jewelry: Jewelry | null): JewelryFormValues {
  const { lineNumber, mainStone, centerStones, retailPrice, totalCertPrice, totalCertCost, ...fields } =
    jewelry ? saveFields(jewelry) : blankSave();
  return {
    ...fields,
    templateId: jewelry?.templateId ?? null,
    lineNumber: typed(lineNumber),
    retailPrice: typed(retailPrice),
    totalCertPrice: typed(totalCertPrice),
    totalCertCost: typed(totalCertCost),
    client: jewelry?.client ? { id: jewelry.client.id, name: jewelry.client.name } : null,
    customer: jewelry?.customer ?? null,
    customerLogo: jewelry?.customerLogo ?? null,
    video: jewelry?.certificateVideo ?? null,
    mainStone: stoneValues(mainStone),
    centerStones: centerStones.map(stoneValues),
  };
}

// The values as a record, unchecked: what the domain's template rules, SKU defaults and required
// fields read while the form is being filled.
export function toDraft(values: JewelryFormValues, templateId: JewelryTemplateId): JewelrySave {
  const { client, customer, customerLogo, video, lineNumber, mainStone, centerStones, ...fields } = values;
  return {
    ...fields,
    templateId,
    lineNumber: orNull(lineNumber),
    retailPrice: orNull(values.retailPrice),
    totalCertPrice: orNull(values.totalCertPrice),
    totalCertCost: orNull(values.totalCertCost),
    clientId: client?.id ?? null,
    customerId: customer?.id ?? null,
    customerLogoFileId: customerLogo?.id ?? null,
    certificateVideoFileId: video?.id ?? null,
    mainStone: stoneNumbers(mainStone),
    centerStones: centerStones.map(stoneNumbers),
  };
}

// One more center stone, or the refusal of a third (domain addCenterStone).
export function withAnotherCenterStone(
  stones: readonly CenterStoneValues[],
): { ok: true; stones: CenterStoneValues[] } | Extract<AddCenterStoneResult, { ok: false }> {
  const result = addCenterStone(stones.map(stoneNumbers));
  const added = result.ok ? result.stones.at(-1) : undefined;
  if (!result.ok) return result;
  return { ok: true, stones: added ? [...stones, stoneValues(added)] : [...stones] };
}

// The form fields a record's change touches, by path: each stone field on its own (so a half-typed
// number elsewhere stays), the center stones as one list.
export function changedValues(before: JewelrySave, after: JewelrySave): [string, unknown][] {
  const changes: [string, unknown][] = [];
  const differs = (left: unknown, right: unknown) => JSON.stringify(left) !== JSON.stringify(right);
  for (const key of Object.keys(after) as (keyof JewelrySave)[]) {
    if (!differs(before[key], after[key])) continue;
    if (key === "mainStone" || key === "sideStone") {
      const stone = after[key] as Record<string, unknown>;
      const old = before[key] as Record<string, unknown>;
      for (const field of Object.keys(stone)) {
        if (differs(old[field], stone[field])) changes.push([`${key}.${field}`, stone[field]]);
      }
    } else if (key === "centerStones") {
      changes.push([key, after.centerStones.map(stoneValues)]);
    } else if (key === "lineNumber" || (prices as readonly string[]).includes(key)) {
      changes.push([key, typed(after[key as "lineNumber" | Price])]);
    } else {
      changes.push([key, after[key]]);
    }
  }
  return changes;
}

// A problem's form field: a stone's field ('mainStone.color', 'centerStones.1.weight'), not the
// part of it the schema named ('mainStone.color.value').
function fieldOf(path: readonly PropertyKey[]): string {
  const length = path[0] === "centerStones" ? 3 : path[0] === "mainStone" || path[0] === "sideStone" ? 2 : 1;
  return path.slice(0, length).map(String).join(".");
}

type Parsed = { ok: true; body: JewelrySave } | { ok: false; problems: FieldProblem[] };

// The form's values as the API's body, checked by the domain's save schema (lengths, ranges),
// which also strips HTML from the description and names the video file.
export function toJewelrySave(values: JewelryFormValues, templateId: JewelryTemplateId): Parsed {
  const parsed = jewelrySaveSchema.safeParse(toDraft(values, templateId));
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, problems: issueProblems(parsed.error.issues, fieldOf) };
}

export const problemsByField = problemsByFieldWith({
  clientId: "client",
  customerId: "customer",
  customerLogoFileId: "customerLogo",
  certificateVideoFileId: "video",
});
