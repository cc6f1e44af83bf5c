import type { JewelrySave } from "@loupe/domain/jewelry/jewelry";
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

// A client SKU's default settings (spec 001 §2.3): the editor finds them for the SKU it opens with
// or that is typed, applies them once per SKU (template, color codes and modes, domain
// applySkuDefaults) and says so; Save SKU Defaults stores the record's own for its SKU.
export function useSkuDefaults({
  control,
  draft,
  apply,
  existing,
  onProblem,
}: {
  control: Control<JewelryFormValues>;
  // The form as a record (null before a template is chosen).
  draft: () => JewelrySave | null;
  // Sets the record's changed fields in the form; says whether anything changed.
  apply: (before: JewelrySave, after: JewelrySave) => boolean;
  existing: boolean;
  onProblem: (message: string, field?: string) => void;
}) {
  const clientSku = useWatch({ control, name: "clientSku" });
  const [typedSku] = useDebouncedValue(clientSku, skuLookupDebounceMs);
  const defaults = useQuery({ ...skuDefaultsQuery(typedSku), enabled: typedSku !== "" });
  const save = useSaveSkuDefaults();
  const appliedFor = useRef<string | null>(null);
  const found: SkuDefaults | null =
    defaults.data && defaults.data.clientSku === clientSku ? defaults.data : null;

  useEffect(() => {
    const before = draft();
    if (!found || !before || appliedFor.current === found.clientSku) return;
    appliedFor.current = found.clientSku;
    if (apply(before, applySkuDefaults(before, found, { existing }))) {
      notifySuccess(messages.skuDefaultsApplied(found.clientSku));
    }
  }, [found, draft, apply, existing]);

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

  return { defaulted: found !== null, saving: save.isPending, mark };
}
