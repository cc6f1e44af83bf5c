import type { JewelryTemplateId } from "@loupe/domain/options/jewelry-templates";
import { SimpleGrid, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { type Control, Controller, type UseFormRegister } from "react-hook-form";
import { ChoiceField } from "../../../components/certificate-form/choice-select";
import { CompanyField } from "../../../components/certificate-form/company-field";
import { NumberField } from "../../../components/certificate-form/number-field";
import {
  RegisteredTextInput,
  RegisteredTextInputs,
} from "../../../components/certificate-form/registered-text-input";
import type { JewelryFormValues } from "./jewelry-form-values";
import type { JewelryOptions } from "./jewelry-options";

// Lengths as the save schema allows them; the certificate number and client SKU drop whitespace
// as they are typed (spec 001 §5.1).
const identifiers = [
  { name: "certificateNumber", label: "Certificate Number", maxLength: 40, key: true },
  { name: "clientSku", label: "Client SKU", maxLength: 60, key: true },
  { name: "sku", label: "SKU", maxLength: 60 },
  { name: "stockNumber", label: "Stock Number", maxLength: 60 },
  { name: "itemNumber", label: "Item Number", maxLength: 60 },
  { name: "orderNumber", label: "Order Number", maxLength: 60 },
] as const;
const tracking = [
  { name: "purchaseOrder", label: "PO Number", maxLength: 60 },
  { name: "trackingNumber", label: "Tracking Number", maxLength: 60 },
  { name: "inscription", label: "Inscription", maxLength: 120 },
] as const;

type Props = {
  control: Control<JewelryFormValues>;
  register: UseFormRegister<JewelryFormValues>;
  templateId: JewelryTemplateId;
  options: JewelryOptions;
  showsMeasurement: boolean;
  required: (path: string) => boolean;
  problems: Readonly<Record<string, string>>;
  initialClient: { id: string; name: string } | null;
  // Beside the client SKU: whether the SKU has default settings.
  skuStatus: ReactNode;
};

// The piece: its numbers, client, the read-only customer, type, metal and size.
export function GeneralJewelryFields(props: Props) {
  const { control, register, templateId, options, required, problems } = props;
  const choice = (name: "jewelryType" | "metal", label: string, data: readonly string[]) => (
    <ChoiceField
      control={control}
      name={name}
      label={label}
      options={data}
      required={required(name)}
      error={problems[name]}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <RegisteredTextInputs
        fields={identifiers}
        register={register}
        problems={problems}
        required={required}
        rightSections={{ clientSku: props.skuStatus }}
      />
      <NumberField
        control={control}
        name="lineNumber"
        label="Line Number"
        min={0}
        max={999_999}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        error={problems.lineNumber}
      />
      <RegisteredTextInputs fields={tracking} register={register} problems={problems} />
      <CompanyField control={control} kind="client" initial={props.initialClient} problems={problems} />
      <Controller
        control={control}
        name="customer"
        render={({ field }) => (
          <TextInput label="Customer" value={field.value?.name ?? "NONE"} readOnly variant="filled" />
        )}
      />
      {choice("jewelryType", "Jewelry Type", options.jewelryTypes(templateId))}
      {choice("metal", "Metal", options.metal)}
      {props.showsMeasurement && (
        <RegisteredTextInput
          registration={register("measurement")}
          label="Measurement"
          maxLength={80}
          error={problems.measurement}
        />
      )}
    </SimpleGrid>
  );
}
