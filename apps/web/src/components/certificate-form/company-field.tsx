import type { CompanyKind } from "@loupe/domain/companies";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { CompanyPicker } from "../company-picker";

// A company as a certificate form keeps it: its id and name, or none.
export type CompanyChoice = { id: string; name: string } | null;

// A record's client or customer, with NONE; `initial` (the record's company as loaded) names it
// before the options arrive.
export function CompanyField<Values extends FieldValues>({
  control,
  name,
  kind,
  label,
  initial,
  error,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, CompanyChoice>;
  kind: CompanyKind;
  label: string;
  initial: { id: string; name: string } | null;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CompanyPicker
          kind={kind}
          label={label}
          value={(field.value as CompanyChoice)?.id ?? null}
          onChange={(id, option) =>
            field.onChange(id ? { id, name: option?.name ?? (initial?.id === id ? initial.name : "") } : null)
          }
          initialOption={initial}
          allowNone
          error={error}
        />
      )}
    />
  );
}
