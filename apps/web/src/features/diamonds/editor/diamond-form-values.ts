import {
  type Diamond,
  type DiamondSave,
  diamondSaveSchema,
  type VideoReference,
} from "@loupe/domain/diamonds/diamond";
import type { ColorTemplateName } from "@loupe/domain/options/color-templates";
import type { DiamondTemplateId } from "@loupe/domain/options/diamond-templates";
import type { Asterisk } from "@loupe/domain/options/grading";
import type { CompanyChoice } from "../../../components/certificate-form/company-field";
import { issueProblems, problemsByFieldWith } from "../../../components/certificate-form/form-problems";
import type { FieldProblem } from "../../../components/certificate-form/use-field-problems";

// A number field's value as Mantine's NumberInput gives it: a string while empty or half typed ("1.").
export type NumberValue = number | string;

export type DiamondFormValues = {
  templateId: DiamondTemplateId | null;
  certificateNumber: string;
  clientSku: string;
  stockNumber: string;
  price: NumberValue;
  inscription: string;
  client: CompanyChoice;
  customer: CompanyChoice;
  manufacturedAs: "" | "Lab Grown" | "Natural Stone";
  orderNumber: string;
  lineNumber: string;
  shape: string;
  weight: NumberValue;
  cut: string;
  polish: string;
  symmetry: string;
  fluorescence: string;
  girdle: string;
  table: NumberValue;
  depth: NumberValue;
  color: { template: ColorTemplateName; value: string; asterisks: Asterisk };
  clarity: { value: string; asterisks: Asterisk };
  measurements: string;
  description: string;
  certificateComments: string;
  video: VideoReference | null;
  imperfectionUrl: string;
};

const number = (value: number | null): NumberValue => value ?? "";
function orNull(value: NumberValue): number | null {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

// A new diamond may start with its client or customer chosen (New Diamond on a company's report).
export type DiamondPreset = {
  client?: { id: string; name: string };
  customer?: { id: string; name: string };
};

export function initialValues(diamond: Diamond | null, preset: DiamondPreset = {}): DiamondFormValues {
  return {
    templateId: diamond?.templateId ?? null,
    certificateNumber: diamond?.certificateNumber ?? "",
    clientSku: diamond?.clientSku ?? "",
    stockNumber: diamond?.stockNumber ?? "",
    price: number(diamond?.price ?? null),
    inscription: diamond?.inscription ?? "",
    client: diamond?.client ? { id: diamond.client.id, name: diamond.client.name } : (preset.client ?? null),
    customer: diamond?.customer ?? preset.customer ?? null,
    manufacturedAs: diamond?.manufacturedAs ?? "",
    orderNumber: diamond?.orderNumber ?? "",
    lineNumber: diamond?.lineNumber ?? "",
    shape: diamond?.shape ?? "",
    weight: number(diamond?.weight ?? null),
    cut: diamond?.cut ?? "",
    polish: diamond?.polish ?? "",
    symmetry: diamond?.symmetry ?? "",
    fluorescence: diamond?.fluorescence ?? "",
    girdle: diamond?.girdle ?? "",
    table: number(diamond?.table ?? null),
    depth: number(diamond?.depth ?? null),
    color: diamond?.color ?? { template: "Standard", value: "", asterisks: "" },
    clarity: diamond?.clarity ?? { value: "", asterisks: "" },
    measurements: diamond?.measurements ?? "",
    description: diamond?.description ?? "",
    certificateComments: diamond?.certificateComments ?? "",
    video: diamond?.certificateVideo ?? null,
    imperfectionUrl: diamond?.imperfectionUrl ?? "",
  };
}

type Parsed = { ok: true; body: DiamondSave } | { ok: false; problems: FieldProblem[] };

// The form's values as the API's body, checked by the domain's save schema (lengths, ranges).
export function toDiamondSave(values: DiamondFormValues, templateId: DiamondTemplateId): Parsed {
  const parsed = diamondSaveSchema.safeParse({
    templateId,
    certificateNumber: values.certificateNumber,
    clientSku: values.clientSku,
    stockNumber: values.stockNumber,
    price: orNull(values.price),
    inscription: values.inscription,
    shape: values.shape,
    weight: orNull(values.weight),
    cut: values.cut,
    polish: values.polish,
    symmetry: values.symmetry,
    fluorescence: values.fluorescence,
    girdle: values.girdle,
    measurements: values.measurements,
    table: orNull(values.table),
    depth: orNull(values.depth),
    color: values.color,
    clarity: values.clarity,
    description: values.description,
    certificateComments: values.certificateComments,
    manufacturedAs: values.manufacturedAs,
    clientId: values.client?.id ?? null,
    customerId: values.customer?.id ?? null,
    certificateVideoFileId: values.video?.id ?? null,
    imperfectionUrl: values.imperfectionUrl,
    orderNumber: values.orderNumber,
    lineNumber: values.lineNumber,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    problems: issueProblems(parsed.error.issues, (path) => String(path[0] ?? "")),
  };
}

// Problems (ours and the server's) name the body's fields; the form shows them under these.
export const problemsByField = problemsByFieldWith({
  clientId: "client",
  customerId: "customer",
  certificateVideoFileId: "video",
});
