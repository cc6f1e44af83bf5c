import { useCallback, useEffect, useState } from "react";
import type { UseFormWatch } from "react-hook-form";
import { type DiamondFormValues, type FieldProblem, problemsByField } from "./diamond-form-values";

// Either identifier satisfies the rule, so editing one clears the mark on both.
const linked: Readonly<Record<string, readonly string[]>> = {
  certificateNumber: ["certificateNumber", "clientSku"],
  clientSku: ["certificateNumber", "clientSku"],
};

export type FieldProblems = {
  // The message under each field ('Missing Field' …), by the form's field name.
  byField: Readonly<Record<string, string>>;
  // The alert above the cards; gone once every marked field has been edited.
  detail: string | null;
  // Grows with each report, so the page can move the focus to the alert.
  focusRequest: number;
  report: (problems: readonly FieldProblem[], detail: string) => void;
  clear: () => void;
};

export function useFieldProblems(watch: UseFormWatch<DiamondFormValues>): FieldProblems {
  const [byField, setByField] = useState<Record<string, string>>({});
  // The reported text, and whether it named any field (a text without fields stays until the next try).
  const [reported, setReported] = useState<{ detail: string; withFields: boolean } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const field = name.split(".")[0] ?? name;
      const fields = linked[field] ?? [field];
      setByField((current) => {
        if (!fields.some((key) => key in current)) return current;
        const next = { ...current };
        for (const key of fields) delete next[key];
        return next;
      });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const report = useCallback((problems: readonly FieldProblem[], text: string) => {
    setByField(problemsByField(problems));
    setReported({ detail: text, withFields: problems.length > 0 });
    setFocusRequest((count) => count + 1);
  }, []);
  const clear = useCallback(() => {
    setByField({});
    setReported(null);
  }, []);

  const marked = Object.keys(byField).length > 0;
  const detail = reported && (marked || !reported.withFields) ? reported.detail : null;
  return { byField, detail, focusRequest, report, clear };
}
