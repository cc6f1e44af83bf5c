import type { JewelryTemplateId } from "@loupe/domain/options/jewelry-templates";
import { SimpleGrid, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { type Control, Controller, type UseFormRegister } from "react-hook-form";
import { ChoiceField } from "../../../components/certificate-form/choice-select";
import { CompanyField } from "../../../components/certificate-form/company-field";
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

// The certificate and the piece, in the order they are entered: the certificate number, the
// client's SKU, client and read-only customer, then type, metal and size. The order and tracking
// numbers have a card of their own after the stones (order-tracking-fields.tsx).
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
      <CompanyField control={control} kind="client" initial={props.initialClient} problems={problems} />
      <Controller
        control={control}
        name="customer"
        render={({ field }) => (
          // A display (spec 001 §2.3), not an input: the Tab key passes it by.
          <TextInput
            label="Customer"
            value={field.value?.name ?? "NONE"}
            readOnly
            variant="filled"
            tabIndex={-1}
          />
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
