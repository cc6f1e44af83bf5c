import type { Diamond, DiamondSave } from "@loupe/domain/diamonds/diamond";
import { checkDiamond } from "@loupe/domain/diamonds/diamond-checks";
import { parseMeasurements } from "@loupe/domain/diamonds/measurements";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { cardPrintedText } from "../../../components/card-printed-text";
import {
  CertificateFormActions,
  type SaveAction,
} from "../../../components/certificate-form/certificate-form-actions";
import { CertificateFormFrame } from "../../../components/certificate-form/certificate-form-frame";
import { linkedIdentifiers } from "../../../components/certificate-form/form-problems";
import { FormSection } from "../../../components/certificate-form/form-section";
import { NotesFields } from "../../../components/certificate-form/notes-fields";
import type { PrintCard } from "../../../components/certificate-form/print-card-action";
import type { SaveOutcome } from "../../../components/certificate-form/save-failure";
import { TemplateSelect } from "../../../components/certificate-form/template-select";
import {
  type Prepared,
  useCertificateSubmit,
} from "../../../components/certificate-form/use-certificate-submit";
import { useFieldProblems } from "../../../components/certificate-form/use-field-problems";
import { diamondFieldLabel } from "./diamond-form-sections";
import {
  type DiamondFormValues,
  type DiamondPreset,
  initialValues,
  problemsByField,
  toDiamondSave,
} from "./diamond-form-values";
import { useDiamondOptions } from "./diamond-options";
import { GeneralFields } from "./general-fields";
import { GradingFields } from "./grading-fields";
import { MediaFields } from "./notes-and-media-fields";

// The template decides which fields are required.
const rulesField = ["templateId"] as const;

type Props = {
  diamond: Diamond | null;
  preset?: DiamondPreset;
  onSave: (body: DiamondSave, action: SaveAction) => Promise<SaveOutcome<Diamond>>;
  onDelete?: () => void;
  // Print Card of a stored diamond.
  printCard?: PrintCard;
  onDirtyChange: (dirty: boolean) => void;
};

// The diamond edit form (spec 000 §2, §5). Save and Create Digital Certificate run the same
// checks as the server before anything is sent.
export function DiamondForm({ diamond, preset, onSave, onDelete, printCard, onDirtyChange }: Props) {
  const options = useDiamondOptions();
  const { control, register, getValues, reset, watch, formState } = useForm<DiamondFormValues>({
    defaultValues: initialValues(diamond, preset),
  });
  const problems = useFieldProblems(watch, problemsByField, linkedIdentifiers, rulesField);
  const [uploading, setUploading] = useState(false);
  const templateId = watch("templateId");

  function prepare(): Prepared<DiamondSave> {
    const values = getValues();
    if (values.templateId === null) return null;
    // A wrong measurement stays as typed; the save says why under the field.
    const measurements = parseMeasurements(values.measurements);
    if (!measurements.ok) {
      const problem = { field: "measurements", message: measurements.message };
      return { ok: false, problems: [problem], detail: measurements.message };
    }
    const parsed = toDiamondSave({ ...values, measurements: measurements.value }, values.templateId);
    if (!parsed.ok)
      return { ok: false, problems: parsed.problems, detail: parsed.problems[0]?.message ?? "" };
    const check = checkDiamond(parsed.body);
    return check ? { ok: false, problems: check.errors, detail: check.detail } : parsed;
  }
  const { pending, waitingForNetwork, submit } = useCertificateSubmit({
    problems,
    prepare,
    onSave,
    onSaved: (saved: Diamond) => reset(initialValues(saved)),
  });

  return (
    <CertificateFormFrame
      label="Diamond"
      isNew={diamond === null}
      chooser={
        <Controller
          control={control}
          name="templateId"
          render={({ field }) => (
            <TemplateSelect type="diamond" value={field.value} onChange={field.onChange} />
          )}
        />
      }
      problems={problems}
      labelOf={diamondFieldLabel}
      dirty={formState.isDirty}
      onDirtyChange={onDirtyChange}
      onSubmit={() => void submit("save")}
    >
      {templateId !== null && (
        <>
          {/* The DOM order is the work's order and the Tab key's: general, grading, texts, media. */}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: "start" }}>
            <Stack gap="lg">
              <FormSection id="diamond-general" title="General Information">
                <GeneralFields
                  control={control}
                  register={register}
                  problems={problems.byField}
                  initialClient={diamond?.client ?? null}
                  initialCustomer={diamond?.customer ?? null}
                />
                {diamond && (
                  <Text size="sm" c="dimmed" mt="md">
                    {cardPrintedText(diamond)}
                  </Text>
                )}
              </FormSection>
              <FormSection id="diamond-grading" title="Grading">
                <GradingFields
                  control={control}
                  templateId={templateId}
                  options={options}
                  problems={problems.byField}
                />
              </FormSection>
            </Stack>
            <Stack gap="lg">
              <FormSection id="diamond-texts" title="Description and Comments">
                <NotesFields control={control} problems={problems.byField} />
              </FormSection>
              <FormSection id="diamond-media" title="Video and Imperfections">
                <MediaFields
                  control={control}
                  register={register}
                  problems={problems.byField}
                  onUploadingChange={setUploading}
                />
              </FormSection>
            </Stack>
          </SimpleGrid>
          <CertificateFormActions
            pending={pending}
            waitingForNetwork={waitingForNetwork}
            uploading={uploading ? "video" : null}
            control={control}
            onCreateCertificate={() => void submit("certificate")}
            onDelete={onDelete}
            printCard={printCard && { ...printCard, onSaveAndPrint: () => void submit("print") }}
          />
        </>
      )}
    </CertificateFormFrame>
  );
}
