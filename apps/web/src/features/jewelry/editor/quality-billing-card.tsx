import type { Jewelry } from "@loupe/domain/jewelry/jewelry";
import { qaStatuses } from "@loupe/domain/options/jewelry";
import { SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { type Control, Controller } from "react-hook-form";
import { cardPrintedText } from "../../../components/card-printed-text";
import { ChoiceField } from "../../../components/certificate-form/choice-select";
import { FormSection } from "../../../components/certificate-form/form-section";
import { NumberField } from "../../../components/certificate-form/number-field";
import { priceInputProps } from "../../../components/certificate-form/price-field";
import type { JewelryFormValues } from "./jewelry-form-values";

// QA status, prices and the stolen flag (spec 001 §3.1; billing selects on QA status Passed,
// §4.4), and whether the card was printed (set by printing, shown here, not edited).
export function QualityBillingCard({
  control,
  jewelry,
  problems,
}: {
  control: Control<JewelryFormValues>;
  jewelry: Jewelry | null;
  problems: Readonly<Record<string, string>>;
}) {
  return (
    <FormSection id="jewelry-quality-billing" title="Quality and Billing">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceField
            control={control}
            name="qaStatus"
            label="QA Status"
            options={qaStatuses}
            placeholder="Not checked"
            error={problems.qaStatus}
          />
          <NumberField
            {...priceInputProps}
            control={control}
            name="retailPrice"
            label="Retail Price (USD)"
            error={problems.retailPrice}
          />
          <NumberField
            {...priceInputProps}
            control={control}
            name="totalCertPrice"
            label="Total Cert Price (USD)"
            error={problems.totalCertPrice}
          />
          <NumberField
            {...priceInputProps}
            control={control}
            name="totalCertCost"
            label="Total Cert Cost (USD)"
            error={problems.totalCertCost}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="isStolen"
          render={({ field }) => (
            <Switch
              label="Stolen"
              color="red"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Text size="sm" c="dimmed" data-testid="card-printed">
          {jewelry ? cardPrintedText(jewelry) : "Card not printed yet"}
        </Text>
      </Stack>
    </FormSection>
  );
}
