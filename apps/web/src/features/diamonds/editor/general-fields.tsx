import { manufacturedAsValues } from "@loupe/domain/options/diamond-extras";
import { priceMax } from "@loupe/domain/price-schema";
import { SimpleGrid } from "@mantine/core";
import type { Control, UseFormRegister } from "react-hook-form";
import { ChoiceField } from "../../../components/certificate-form/choice-select";
import { CompanyField } from "../../../components/certificate-form/company-field";
import { NumberField } from "../../../components/certificate-form/number-field";
import {
  RegisteredTextInputs,
  type TextFieldSpec,
} from "../../../components/certificate-form/registered-text-input";
import type { DiamondFormValues } from "./diamond-form-values";

type Props = {
  control: Control<DiamondFormValues>;
  register: UseFormRegister<DiamondFormValues>;
  problems: Readonly<Record<string, string>>;
  // The record's client and customer as loaded, so their names show before the options arrive.
  initialClient: { id: string; name: string } | null;
  initialCustomer: { id: string; name: string } | null;
};

// Lengths as the save schema allows them.
const textFields: TextFieldSpec<keyof DiamondFormValues & string>[] = [
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
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <RegisteredTextInputs fields={textFields} register={register} problems={problems} />
      <CompanyField control={control} kind="client" initial={initialClient} problems={problems} />
      <CompanyField control={control} kind="customer" initial={initialCustomer} problems={problems} />
      <RegisteredTextInputs fields={orderFields} register={register} problems={problems} />
      <ChoiceField
        control={control}
        name="manufacturedAs"
        label="Origin"
        placeholder="Not set"
        options={manufacturedAsValues}
      />
      <NumberField
        control={control}
        name="price"
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
        error={problems.price}
      />
    </SimpleGrid>
  );
}
