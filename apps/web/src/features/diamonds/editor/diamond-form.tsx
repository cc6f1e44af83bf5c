import type { Diamond, DiamondSave } from "@loupe/domain/diamonds/diamond";
import { checkDiamond } from "@loupe/domain/diamonds/diamond-checks";
import { parseMeasurements } from "@loupe/domain/diamonds/measurements";
import { messages } from "@loupe/domain/messages";
import { SimpleGrid, Stack } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { type FieldProblem, useFieldProblems } from "../../../components/certificate-form/use-field-problems";
import { ErrorDialog } from "../../../components/error-dialog";
import { DiamondFormActions, type PendingAction } from "./diamond-form-actions";
import { FormSection, ProblemAlert, TemplateField } from "./diamond-form-sections";
import {
  type DiamondFormValues,
  type DiamondPreset,
  initialValues,
  linkedIdentifiers,
  problemsByField,
  toDiamondSave,
} from "./diamond-form-values";
import { useDiamondOptions } from "./diamond-options";
import { GeneralFields } from "./general-fields";
import { GradingFields } from "./grading-fields";
import { MediaFields, NotesFields } from "./notes-and-media-fields";

// The template decides which fields are required.
const rulesField = ["templateId"] as const;

// What a save led to: the stored record, problems to show under the fields, or nothing (the
// page has shown what went wrong).
export type SaveOutcome = { saved: Diamond } | { problems: FieldProblem[]; detail: string } | null;

type Props = {
  diamond: Diamond | null;
  preset?: DiamondPreset;
  onSave: (body: DiamondSave, digitalCertificate: boolean) => Promise<SaveOutcome>;
  onDelete?: () => void;
  onDirtyChange: (dirty: boolean) => void;
};

// The diamond edit form (spec 000 §2, §5). Save and Create Digital Certificate run the same
// checks as the server before anything is sent.
export function DiamondForm({ diamond, preset, onSave, onDelete, onDirtyChange }: Props) {
  const options = useDiamondOptions();
  const { control, register, getValues, setValue, reset, watch, formState } = useForm<DiamondFormValues>({
    defaultValues: initialValues(diamond, preset),
  });
  const problems = useFieldProblems(watch, problemsByField, linkedIdentifiers, rulesField);
  const [pending, setPending] = useState<PendingAction>(null);
  const [uploading, setUploading] = useState(false);
  const [invalidFormat, setInvalidFormat] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const templateId = watch("templateId");
  const { isDirty } = formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (problems.focusRequest > 0) alertRef.current?.focus();
  }, [problems.focusRequest]);

  function rejectMeasurements(message: string) {
    setValue("measurements", "", { shouldDirty: true });
    setInvalidFormat(message);
  }

  async function submit(digitalCertificate: boolean) {
    const values = getValues();
    // A save clicked while a wrong measurement is being reported waits for it to be read.
    if (pending !== null || invalidFormat !== null || values.templateId === null) return;
    const measurements = parseMeasurements(values.measurements);
    if (!measurements.ok) return rejectMeasurements(measurements.message);
    const parsed = toDiamondSave({ ...values, measurements: measurements.value }, values.templateId);
    if (!parsed.ok) return problems.report(parsed.problems, parsed.problems[0]?.message ?? "");
    const check = checkDiamond(parsed.body);
    if (check) return problems.report(check.errors, check.detail);
    problems.clear();
    setPending(digitalCertificate ? "certificate" : "save");
    const outcome = await onSave(parsed.body, digitalCertificate);
    setPending(null);
    if (outcome && "saved" in outcome) reset(initialValues(outcome.saved));
    else if (outcome) problems.report(outcome.problems, outcome.detail);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(false);
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="Diamond">
        <Stack gap="lg">
          <Controller
            control={control}
            name="templateId"
            render={({ field }) => <TemplateField value={field.value} onChange={field.onChange} />}
          />
          {problems.detail && (
            <ProblemAlert ref={alertRef} detail={problems.detail} problems={problems.byField} />
          )}
          {templateId !== null && (
            <>
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
                  </FormSection>
                  <FormSection id="diamond-texts" title="Description and Comments">
                    <NotesFields control={control} problems={problems.byField} />
                  </FormSection>
                </Stack>
                <Stack gap="lg">
                  <FormSection id="diamond-grading" title="Grading">
                    <GradingFields
                      control={control}
                      templateId={templateId}
                      options={options}
                      problems={problems.byField}
                      onMeasurementsInvalid={setInvalidFormat}
                    />
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
              <DiamondFormActions
                pending={pending}
                uploading={uploading}
                control={control}
                onCreateCertificate={() => void submit(true)}
                onDelete={onDelete}
              />
            </>
          )}
        </Stack>
      </form>
      <ErrorDialog
        title={messages.invalidFormatTitle}
        message={invalidFormat}
        onClose={() => setInvalidFormat(null)}
      />
    </>
  );
}
