import type { CompanyKind } from "@loupe/domain/companies";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { CompanyPicker } from "../company-picker";

// A company as a certificate form keeps it: its id and name, or none.
export type CompanyChoice = { id: string; name: string } | null;

const labels: Record<CompanyKind, string> = { client: "Client", customer: "Customer" };

// A record's client or customer, with NONE, kept in the form's value of that name; `initial` (the
// record's company as loaded) names it before the options arrive.
export function CompanyField<Values extends FieldValues>({
  control,
  kind,
  initial,
  problems,
}: {
  control: Control<Values>;
  kind: CompanyKind & FieldPathByValue<Values, CompanyChoice>;
  initial: { id: string; name: string } | null;
  problems: Readonly<Record<string, string>>;
}) {
  return (
    <Controller
      control={control}
      name={kind}
      render={({ field }) => (
        <CompanyPicker
          kind={kind}
          label={labels[kind]}
          value={(field.value as CompanyChoice)?.id ?? null}
          onChange={(id, option) =>
            field.onChange(id ? { id, name: option?.name ?? (initial?.id === id ? initial.name : "") } : null)
          }
          initialOption={initial}
          allowNone
          error={problems[kind]}
        />
      )}
    />
  );
}
