import type { JewelrySave } from "@loupe/domain/jewelry/jewelry";
import { fieldChanges, type OrderLineFieldChange } from "@loupe/domain/jewelry/order-line-changes";
import { applySkuDefaults, type SkuDefaults, skuDefaultsFrom } from "@loupe/domain/jewelry/sku-defaults";
import { messages } from "@loupe/domain/messages";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type Control, useWatch } from "react-hook-form";
import { notifySuccess } from "../../../components/notify-success";
import { errorDetail } from "../../../lib/api-client";
import { skuDefaultsQuery, useSaveSkuDefaults } from "../api";
import type { JewelryFormValues } from "./jewelry-form-values";

export const skuLookupDebounceMs = 400;

// What applying a SKU's defaults touches (the template may also change the stones' fields).
const defaultedFields = [
  "templateId",
  "mainStone",
  "sideStone",
  "hasSideStones",
  "isMultipleCenterStones",
  "centerStones",
] as const satisfies readonly (keyof JewelrySave)[];

// A client SKU's default settings (spec 001 §2.3): template, color codes and modes (domain
// applySkuDefaults). They pre-fill a new piece, or a piece whose client SKU is entered now, and
// the editor says so. A saved piece opened with a defaulted SKU keeps its own (an issued
// certificate's layout never changes by opening it): the editor says defaults exist, with what
// they would change, and applies them only on 'Apply SKU defaults'. Save SKU Defaults stores the
// record's own for its SKU.
export function useSkuDefaults({
  control,
  draft,
  apply,
  existing,
  storedSku,
  onProblem,
}: {
  control: Control<JewelryFormValues>;
  // The form as a record (null before a template is chosen).
  draft: () => JewelrySave | null;
  // Sets the record's changed fields in the form; says whether anything changed.
  apply: (before: JewelrySave, after: JewelrySave) => boolean;
  existing: boolean;
  // The client SKU the saved piece has (null for a new one): its defaults are only offered.
  storedSku: string | null;
  onProblem: (message: string, field?: string) => void;
}) {
  const clientSku = useWatch({ control, name: "clientSku" });
  const [typedSku] = useDebouncedValue(clientSku, skuLookupDebounceMs);
  const defaults = useQuery({ ...skuDefaultsQuery(typedSku), enabled: typedSku !== "" });
  const save = useSaveSkuDefaults();
  const appliedFor = useRef<string | null>(null);
  const found: SkuDefaults | null =
    defaults.data && defaults.data.clientSku === clientSku ? defaults.data : null;
  const offeredOnly = found !== null && found.clientSku === storedSku;

  useEffect(() => {
    const before = draft();
    if (!found || !before || offeredOnly || appliedFor.current === found.clientSku) return;
    appliedFor.current = found.clientSku;
    if (apply(before, applySkuDefaults(before, found, { existing }))) {
      notifySuccess(messages.skuDefaultsApplied(found.clientSku));
    }
  }, [found, offeredOnly, draft, apply, existing]);

  // What the SKU's defaults would change on this piece (shown with the offer).
  const current = draft();
  const pending: OrderLineFieldChange[] =
    offeredOnly && found && current
      ? fieldChanges(current, applySkuDefaults(current, found, { existing }), defaultedFields)
      : [];

  function applyDefaults() {
    const before = draft();
    if (!found || !before) return;
    appliedFor.current = found.clientSku;
    if (apply(before, applySkuDefaults(before, found, { existing }))) {
      notifySuccess(messages.skuDefaultsApplied(found.clientSku));
    }
  }

  function mark() {
    const record = draft();
    if (!record) return;
    if (record.clientSku === "") return onProblem(messages.skuDefaultsNeedSku, "clientSku");
    save.mutate(skuDefaultsFrom(record), {
      onSuccess: (saved) => {
        appliedFor.current = saved.clientSku;
        notifySuccess(messages.skuDefaultsSaved(saved.clientSku));
      },
      onError: (error) => onProblem(errorDetail(error)),
    });
  }

  return {
    defaulted: found !== null,
    // The saved piece's SKU has defaults that differ from it: what they would change.
    offer: pending.length > 0 && found ? { clientSku: found.clientSku, changes: pending } : null,
    applyDefaults,
    saving: save.isPending,
    mark,
  };
}
