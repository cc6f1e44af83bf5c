import type { Jewelry, JewelrySave } from "@loupe/domain/jewelry/jewelry";
import { type JewelryTemplateFields, mainStoneCardShown } from "@loupe/domain/jewelry/jewelry-fields";
import {
  mainStoneTitle,
  sideStoneCardShown,
  sideStoneSwitchShown,
} from "@loupe/domain/jewelry/jewelry-template-rules";
import { Badge, SimpleGrid, Stack, Switch } from "@mantine/core";
import { Controller, type UseFormReturn } from "react-hook-form";
import { FormSection } from "../../../components/certificate-form/form-section";
import { NotesFields } from "../../../components/certificate-form/notes-fields";
import { RegisteredTextInput } from "../../../components/certificate-form/registered-text-input";
import { CenterStoneTabs } from "./center-stone-tabs";
import { GeneralJewelryFields } from "./general-jewelry-fields";
import type { JewelryFormValues } from "./jewelry-form-values";
import { JewelryMediaCards, type Upload } from "./jewelry-media-cards";
import type { JewelryOptions } from "./jewelry-options";
import { OrderTrackingCard } from "./order-tracking-fields";
import { QualityBillingCard } from "./quality-billing-card";
import { StoneFields } from "./stone-fields";

// The cards of a template (spec 001 §2.3): General Jewelry Information, the main (or gem) stone
// or the center stones' tabs, the side stones when their card shows; then the order and tracking
// numbers, the texts, quality and billing, the video and the logo.
export function JewelryCards({
  form,
  record,
  jewelry,
  shown,
  required,
  options,
  problems,
  skuDefaulted,
  onAlert,
  onUploadingChange,
}: {
  form: UseFormReturn<JewelryFormValues>;
  // The form as a record, for the template's rules.
  record: JewelrySave;
  jewelry: Jewelry | null;
  shown: JewelryTemplateFields;
  required: (path: string) => boolean;
  options: JewelryOptions;
  problems: Readonly<Record<string, string>>;
  skuDefaulted: boolean;
  onAlert: (alert: { title: string; message: string }) => void;
  onUploadingChange: (upload: Upload, busy: boolean) => void;
}) {
  const { control, register, setValue } = form;
  const { templateId } = record;
  const stone = {
    control,
    setValue,
    required,
    options,
    problems,
  };
  const sideStoneSwitch = sideStoneSwitchShown(templateId) && (
    <Controller
      control={control}
      name="hasSideStones"
      render={({ field }) => (
        <Switch
          label="Side Stones"
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
  // The DOM order is the work's order (template, general, main stone, side or center stones, texts,
  // media) and the Tab key's: the left column, then the right.
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: "start" }}>
      <Stack gap="lg">
        <FormSection id="jewelry-general" title="General Jewelry Information">
          <GeneralJewelryFields
            control={control}
            register={register}
            templateId={templateId}
            options={options}
            showsMeasurement={shown.general.includes("measurement")}
            required={required}
            problems={problems}
            initialClient={jewelry?.client ?? null}
            skuStatus={
              skuDefaulted ? (
                <Badge size="xs" variant="light" mr="lg">
                  Defaulted
                </Badge>
              ) : null
            }
          />
        </FormSection>
        {mainStoneCardShown(templateId) ? (
          <FormSection id="jewelry-main-stone" title={`${mainStoneTitle(templateId)} Information`}>
            <Stack gap="md">
              {record.isMultipleCenterStones && (
                <CenterStoneTabs
                  {...stone}
                  fields={shown.centerStone}
                  onRefused={(title, message) => onAlert({ title, message })}
                />
              )}
              <StoneFields
                {...stone}
                path="mainStone"
                fields={record.isMultipleCenterStones ? [] : shown.mainStone}
                rendered
              />
              {sideStoneSwitch}
            </Stack>
          </FormSection>
        ) : (
          sideStoneSwitch
        )}
        {sideStoneCardShown(templateId, record.hasSideStones) && (
          <FormSection id="jewelry-side-stone" title="Side Stone Information">
            <StoneFields {...stone} path="sideStone" fields={shown.sideStone} rendered />
          </FormSection>
        )}
      </Stack>
      <Stack gap="lg">
        <OrderTrackingCard control={control} register={register} problems={problems} />
        <FormSection id="jewelry-texts" title="Description and Comments">
          <Stack gap="sm">
            <NotesFields control={control} problems={problems} />
            <RegisteredTextInput
              registration={register("cardDescription")}
              label="Card Description"
              maxLength={300}
              error={problems.cardDescription}
            />
          </Stack>
        </FormSection>
        <QualityBillingCard control={control} jewelry={jewelry} problems={problems} />
        <JewelryMediaCards
          control={control}
          storedRenderStatus={jewelry?.renderStatus ?? ""}
          problems={problems}
          onUploadingChange={onUploadingChange}
        />
      </Stack>
    </SimpleGrid>
  );
}
