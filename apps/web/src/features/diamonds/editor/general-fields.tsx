import type { CompanyKind } from "@loupe/domain/companies";
import { manufacturedAsValues } from "@loupe/domain/options/diamond-extras";
import { priceMax } from "@loupe/domain/price-schema";
import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { type Control, Controller, type UseFormRegister } from "react-hook-form";
import { compactKeyOnChange } from "../../../components/certificate-form/compact-key-input";
import { CompanyPicker } from "../../../components/company-picker";
import type { DiamondFormValues } from "./diamond-form-values";

type Props = {
  control: Control<DiamondFormValues>;
  register: UseFormRegister<DiamondFormValues>;
  problems: Readonly<Record<string, string>>;
  // The record's client and customer as loaded, so their names show before the options arrive.
  initialClient: { id: string; name: string } | null;
  initialCustomer: { id: string; name: string } | null;
};

type TextField =
  | "certificateNumber"
  | "clientSku"
  | "stockNumber"
  | "inscription"
  | "orderNumber"
  | "lineNumber";

// Lengths as the save schema allows them.
const textFields: { name: TextField; label: string; maxLength: number; key?: true }[] = [
  { name: "certificateNumber", label: "Certificate Number", maxLength: 40, key: true },
  { name: "clientSku", label: "Client SKU", maxLength: 60, key: true },
  { name: "stockNumber", label: "Stock Number", maxLength: 60 },
  { name: "inscription", label: "Inscription", maxLength: 120 },
];

const orderFields: typeof textFields = [
  { name: "orderNumber", label: "Order Number", maxLength: 60 },
  { name: "lineNumber", label: "Line Number", maxLength: 60 },
];

// Certificate Number, Client SKU, Stock Number, Inscription, Client (with NONE), Customer, the
// optional order and line numbers, the origin and the listing's price.
export function GeneralFields({ control, register, problems, initialClient, initialCustomer }: Props) {
  const text = ({ name, label, maxLength, key }: (typeof textFields)[number]) => {
    const field = register(name);
    return (
      <TextInput
        key={name}
        label={label}
        maxLength={maxLength}
        autoComplete="off"
        error={problems[name]}
        {...field}
        onChange={(event) => {
          if (key) compactKeyOnChange(event);
          return field.onChange(event);
        }}
      />
    );
  };
  const company = (name: "client" | "customer", kind: CompanyKind, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const initial = name === "client" ? initialClient : initialCustomer;
        return (
          <CompanyPicker
            kind={kind}
            label={label}
            value={field.value?.id ?? null}
            onChange={(id, option) =>
              field.onChange(
                id ? { id, name: option?.name ?? (initial?.id === id ? initial.name : "") } : null,
              )
            }
            initialOption={initial}
            allowNone
            error={problems[name]}
          />
        );
      }}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      {textFields.map(text)}
      {company("client", "client", "Client")}
      {company("customer", "customer", "Customer")}
      {orderFields.map(text)}
      <Controller
        control={control}
        name="manufacturedAs"
        render={({ field }) => (
          <Select
            label="Origin"
            placeholder="Not set"
            data={manufacturedAsValues}
            value={field.value || null}
            onChange={(next) => field.onChange(next === "Lab Grown" || next === "Natural Stone" ? next : "")}
            clearable
          />
        )}
      />
      <Controller
        control={control}
        name="price"
        render={({ field }) => (
          <NumberInput
            label="Price (USD)"
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            min={0}
            max={priceMax}
            allowNegative={false}
            hideControls
            inputMode="decimal"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={problems.price}
          />
        )}
      />
    </SimpleGrid>
  );
}
