import { SimpleGrid } from "@mantine/core";
import type { Control, UseFormRegister } from "react-hook-form";
import { FormSection } from "../../../components/certificate-form/form-section";
import { NumberField } from "../../../components/certificate-form/number-field";
import { RegisteredTextInputs } from "../../../components/certificate-form/registered-text-input";
import type { JewelryFormValues } from "./jewelry-form-values";

// Lengths as the save schema allows them.
const numbers = [
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

// The piece's other numbers (SKU, stock, item, the order line, PO, tracking) and its inscription:
// after the stones, out of the way of the grading.
export function OrderTrackingCard({
  control,
  register,
  problems,
}: {
  control: Control<JewelryFormValues>;
  register: UseFormRegister<JewelryFormValues>;
  problems: Readonly<Record<string, string>>;
}) {
  return (
    <FormSection id="jewelry-order-tracking" title="Order and Tracking">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <RegisteredTextInputs fields={numbers} register={register} problems={problems} />
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
      </SimpleGrid>
    </FormSection>
  );
}
