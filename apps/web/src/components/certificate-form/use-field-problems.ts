import { useCallback, useEffect, useState } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";

// A problem the server or the form's check named: the API's field path and its message.
export type FieldProblem = { field: string; message: string };

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

const noLinks: Readonly<Record<string, readonly string[]>> = {};
const noFields: readonly string[] = [];

// The problems a save reported, under their fields until each is edited. `byFormField` maps the API's
// field paths to the form's fields; `linked` names fields whose marks clear together (either of
// two identifiers satisfies one rule, say); a change of a field in `changesRules` (the template)
// clears every mark and the alert, since what is required is then decided anew on the next save.
export function useFieldProblems<Values extends FieldValues>(
  watch: UseFormWatch<Values>,
  byFormField: (problems: readonly FieldProblem[]) => Record<string, string>,
  linked: Readonly<Record<string, readonly string[]>> = noLinks,
  changesRules: readonly string[] = noFields,
): FieldProblems {
  const [byField, setByField] = useState<Record<string, string>>({});
  // The reported text, and whether it named any field (a text without fields stays until the next try).
  const [reported, setReported] = useState<{ detail: string; withFields: boolean } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const field = name.split(".")[0] ?? name;
      if (changesRules.includes(field)) {
        setByField({});
        setReported(null);
        return;
      }
      // A mark is on a field ('color', 'mainStone.shape') or on what holds it: editing
      // 'color.value' clears 'color'; replacing 'centerStones' clears every stone's marks.
      const fields = linked[name] ?? linked[field] ?? [name];
      const touches = (key: string) =>
        fields.some(
          (edited) => key === edited || key.startsWith(`${edited}.`) || edited.startsWith(`${key}.`),
        );
      setByField((current) => {
        if (!Object.keys(current).some(touches)) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => !touches(key)));
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, linked, changesRules]);

  const report = useCallback(
    (problems: readonly FieldProblem[], text: string) => {
      setByField(byFormField(problems));
      setReported({ detail: text, withFields: problems.length > 0 });
      setFocusRequest((count) => count + 1);
    },
    [byFormField],
  );
  const clear = useCallback(() => {
    setByField({});
    setReported(null);
  }, []);

  const marked = Object.keys(byField).length > 0;
  const detail = reported && (marked || !reported.withFields) ? reported.detail : null;
  return { byField, detail, focusRequest, report, clear };
}
