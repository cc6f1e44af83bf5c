import { findJewelryTemplate, jewelryTemplateLabel } from "../options/jewelry-templates";
import type { JewelrySave } from "./jewelry";
import { jewelryFieldLabel } from "./jewelry-field-labels";
import {
  applyOrderLineUpdate,
  hasOrderLine,
  orderLineInscription,
  orderLineSharedFields,
  orderLineUpdate,
} from "./order-line";

// What a plain Save changes by the order-line rule (spec 001 §7.1, decision 0009), field by field,
// before it happens: the editor shows it and the server applies exactly it. The saved record
// itself changes only in its inscription (and keeps the one typed when the user asks); every other
// record of its line takes the shared fields and the inscription.

// A record of the line as it is stored now; `version` names that state.
export type OrderLineMember = {
  id: string;
  version: number;
  certificateNumber: string;
  record: JewelrySave;
};

type Leaf = string | number | boolean | null;
// One field (a dotted path for the stones: 'mainStone.color.value') from `before` to `after`.
export type OrderLineFieldChange = { path: string; before: Leaf; after: Leaf };
export type OrderLineRecordChanges = {
  id: string;
  version: number;
  certificateNumber: string;
  changes: OrderLineFieldChange[];
};
export type OrderLineChangeSet = {
  // The record being saved: its inscription when the rule replaces it, else nothing.
  saved: OrderLineFieldChange[];
  // Every other record of the line that changes, with its fields.
  others: OrderLineRecordChanges[];
};

export type OrderLineChoice = { keepInscription: boolean };

const noChanges: OrderLineChangeSet = { saved: [], others: [] };

// Leaves by path, so a stone's changed grade reads as that grade, not as the whole stone.
function leaves(value: unknown, path: string, into: Map<string, Leaf>): Map<string, Leaf> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) leaves(item, `${path}.${index}`, into);
  } else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, into);
  else into.set(path, value === undefined ? null : (value as Leaf));
  return into;
}

// The fields of `before` that differ in `after`, among `fields`, in the order listed.
export function fieldChanges(
  before: JewelrySave,
  after: JewelrySave,
  fields: readonly (keyof JewelrySave)[],
): OrderLineFieldChange[] {
  const changes: OrderLineFieldChange[] = [];
  for (const field of fields) {
    const was = leaves(before[field], field, new Map());
    const now = leaves(after[field], field, new Map());
    for (const path of new Set([...was.keys(), ...now.keys()])) {
      const from = was.get(path) ?? null;
      const to = now.get(path) ?? null;
      if (from !== to) changes.push({ path, before: from, after: to });
    }
  }
  return changes;
}

const patchedFields = [...orderLineSharedFields, "inscription"] as const;

// The change set of a plain Save of `saved` (as it is sent: measurements normalised) with the
// other records of its line as they are stored now. Empty when the record has no order line.
export function orderLineChangeSet(
  saved: JewelrySave,
  others: readonly OrderLineMember[],
  choice: OrderLineChoice,
): OrderLineChangeSet {
  if (!hasOrderLine(saved)) return noChanges;
  const ownInscription =
    choice.keepInscription || saved.inscription === orderLineInscription
      ? []
      : [{ path: "inscription", before: saved.inscription, after: orderLineInscription }];
  const patch = orderLineUpdate(saved);
  const changed = others
    .map((member) => ({
      id: member.id,
      version: member.version,
      certificateNumber: member.certificateNumber,
      changes: fieldChanges(member.record, applyOrderLineUpdate(member.record, patch), patchedFields),
    }))
    .filter((member) => member.changes.length > 0);
  return { saved: ownInscription, others: changed };
}

export function isEmptyChangeSet(changes: OrderLineChangeSet): boolean {
  return changes.saved.length === 0 && changes.others.length === 0;
}

// The saved record as plain Save writes it: with the change set's own changes (its inscription).
export function withOwnOrderLineChanges<Saved extends JewelrySave>(
  saved: Saved,
  changes: OrderLineChangeSet,
): Saved {
  return changes.saved.some((change) => change.path === "inscription")
    ? { ...saved, inscription: orderLineInscription }
    : saved;
}

// A field change in words for the confirmation: its label, and each value as staff read it (a
// company or logo by its name from `names`, a template by its number and name).
export function fieldChangeText(
  change: OrderLineFieldChange,
  names: Readonly<Record<string, string>>,
): { label: string; before: string; after: string } {
  const [field = "", , sub] = change.path.split(".");
  const stonePart = field === "centerStones" ? change.path.split(".")[3] : sub;
  const base = jewelryFieldLabel(change.path);
  const label = stonePart && stonePart !== "value" ? `${base} (${stonePart})` : base;
  const text = (value: Leaf): string => {
    if (value === null || value === "") return "(empty)";
    if (typeof value === "boolean") return value ? "Yes" : "No";
    if (field === "templateId") {
      const template = findJewelryTemplate(Number(value));
      return template ? jewelryTemplateLabel(template) : String(value);
    }
    if (field === "clientId" || field === "customerId" || field === "customerLogoFileId")
      return names[String(value)] ?? "another one";
    return String(value);
  };
  return { label, before: text(change.before), after: text(change.after) };
}
