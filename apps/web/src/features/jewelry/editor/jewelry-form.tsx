import type { Jewelry, JewelrySave } from "@loupe/domain/jewelry/jewelry";
import { checkJewelry, normalizeJewelryMeasurements } from "@loupe/domain/jewelry/jewelry-checks";
import { jewelryFieldLabel } from "@loupe/domain/jewelry/jewelry-field-labels";
import { jewelryFieldsShown } from "@loupe/domain/jewelry/jewelry-fields";
import { requiredJewelryValues } from "@loupe/domain/jewelry/jewelry-required-fields";
import { applyJewelryTemplate } from "@loupe/domain/jewelry/jewelry-template-rules";
import { messages } from "@loupe/domain/messages";
import type { JewelryTemplateId } from "@loupe/domain/options/jewelry-templates";
import { useCallback, useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import {
  CertificateFormActions,
  type SaveAction,
} from "../../../components/certificate-form/certificate-form-actions";
import { CertificateFormFrame } from "../../../components/certificate-form/certificate-form-frame";
import { linkedIdentifiers } from "../../../components/certificate-form/form-problems";
import type { PrintCard } from "../../../components/certificate-form/print-card-action";
import type { SaveOutcome } from "../../../components/certificate-form/save-failure";
import {
  type Prepared,
  useCertificateSubmit,
} from "../../../components/certificate-form/use-certificate-submit";
import { useFieldProblems } from "../../../components/certificate-form/use-field-problems";
import { ErrorDialog } from "../../../components/error-dialog";
import { JewelryCards } from "./jewelry-cards";
import { saveSkuDefaultsAction } from "./jewelry-extra-actions";
import {
  changedValues,
  initialValues,
  type JewelryFormValues,
  problemsByField,
  toDraft,
  toJewelrySave,
} from "./jewelry-form-values";
import type { Upload } from "./jewelry-media-cards";
import { useJewelryOptions } from "./jewelry-options";
import { SkuDefaultsNotice } from "./sku-defaults-notice";
import { TemplateChooser } from "./template-chooser";
import { useSkuDefaults } from "./use-sku-defaults";

const namesOf = ({ client, customer, customerLogo }: JewelryFormValues): Record<string, string> =>
  Object.fromEntries(
    [client, customer, customerLogo].flatMap((named) => (named ? [[named.id, named.name]] : [])),
  );

// The template decides which fields show and are required.
const rulesField = ["templateId"] as const;
type Alert = { title: string; message: string };

type Props = {
  jewelry: Jewelry | null;
  // names: the companies and logo the form names, by id (what the order-line changes show).
  onSave: (
    body: JewelrySave,
    action: SaveAction,
    names: Readonly<Record<string, string>>,
  ) => Promise<SaveOutcome<Jewelry>>;
  onDelete?: () => void;
  // Print Card of a stored record.
  printCard?: PrintCard;
  onDirtyChange: (dirty: boolean) => void;
  // Opened as a record just saved as new: the first field takes the focus, as on a new record.
  focusOnOpen?: boolean;
};

// The jewelry editor's form (spec 001 §2.3, §4.2, §5.1): the template chooser alone until a
// template is chosen, then its cards. Save and Create Digital Certificate run the server's checks
// first.
export function JewelryForm({
  jewelry,
  onSave,
  onDelete,
  printCard,
  onDirtyChange,
  focusOnOpen = false,
}: Props) {
  const options = useJewelryOptions();
  const form = useForm<JewelryFormValues>({ defaultValues: initialValues(jewelry) });
  const { control, getValues, setValue, reset, watch, formState } = form;
  const problems = useFieldProblems(watch, problemsByField, linkedIdentifiers, rulesField);
  const [uploads, setUploads] = useState<ReadonlySet<Upload>>(new Set());
  const [alert, setAlert] = useState<Alert | null>(null);
  // What decides the fields shown and required; the stone types decide whether a weight is.
  const [templateId] = watch(["templateId", "isMultipleCenterStones", "hasSideStones", "centerStones"]);
  watch(["mainStone.type", "sideStone.type"]);
  const { isDirty } = formState;
  const existing = jewelry !== null;

  // The upload fields report on every render; an unchanged report changes nothing.
  const trackUpload = useCallback((upload: Upload, busy: boolean) => {
    setUploads((current) => {
      if (current.has(upload) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(upload);
      else next.delete(upload);
      return next;
    });
  }, []);
  const draft = useCallback(() => {
    const values = getValues();
    return values.templateId === null ? null : toDraft(values, values.templateId);
  }, [getValues]);
  const apply = useCallback(
    (before: JewelrySave, after: JewelrySave) => {
      const changes = changedValues(before, after);
      for (const [path, value] of changes) {
        // A path and value changedValues read from the record's own shape.
        setValue(path as FieldPath<JewelryFormValues>, value as never, { shouldDirty: true });
      }
      return changes.length > 0;
    },
    [setValue],
  );
  const skuDefaults = useSkuDefaults({
    control,
    draft,
    apply,
    existing,
    storedSku: jewelry?.clientSku ?? null,
    onProblem: (message, field) =>
      field
        ? problems.report([{ field, message }], message)
        : setAlert({ title: messages.genericErrorTitle, message }),
  });

  function chooseTemplate(next: JewelryTemplateId) {
    const before = toDraft(getValues(), next);
    setValue("templateId", next, { shouldDirty: true });
    apply(before, applyJewelryTemplate(before, next, { existing }));
  }

  function prepare(digitalCertificate: boolean): Prepared<JewelrySave> {
    const values = getValues();
    // A save clicked while a wrong measurement is being reported waits for it to be read.
    if (alert !== null || values.templateId === null) return null;
    const parsed = toJewelrySave(values, values.templateId);
    if (!parsed.ok)
      return { ok: false, problems: parsed.problems, detail: parsed.problems[0]?.message ?? "" };
    const action = digitalCertificate ? "createDigitalCertificate" : "save";
    const check = checkJewelry(parsed.body, { action });
    if (check) return { ok: false, problems: check.errors, detail: check.detail };
    return { ok: true, body: normalizeJewelryMeasurements(parsed.body) };
  }
  const { pending, waitingForNetwork, submit } = useCertificateSubmit({
    problems,
    prepare,
    onSave: (body: JewelrySave, action: SaveAction) => onSave(body, action, namesOf(getValues())),
    onSaved: (saved: Jewelry) => reset(initialValues(saved)),
  });

  const current = draft();
  const required = new Set(current ? requiredJewelryValues(current, "save").map(({ field }) => field) : []);

  return (
    <>
      <CertificateFormFrame
        label="Jewelry"
        isNew={!existing}
        focusOnOpen={!existing || focusOnOpen}
        chooser={
          <Controller
            control={control}
            name="templateId"
            render={({ field }) => <TemplateChooser value={field.value} onChange={chooseTemplate} />}
          />
        }
        problems={problems}
        labelOf={jewelryFieldLabel}
        dirty={isDirty}
        onDirtyChange={onDirtyChange}
        onSubmit={() => void submit("save")}
      >
        {templateId !== null && current && (
          <>
            {skuDefaults.offer && (
              <SkuDefaultsNotice offer={skuDefaults.offer} onApply={skuDefaults.applyDefaults} />
            )}
            <JewelryCards
              form={form}
              record={current}
              jewelry={jewelry}
              shown={jewelryFieldsShown(templateId)}
              required={(path) => required.has(path)}
              options={options}
              problems={problems.byField}
              skuDefaulted={skuDefaults.defaulted}
              onAlert={setAlert}
              onUploadingChange={trackUpload}
            />
            <CertificateFormActions
              pending={pending}
              waitingForNetwork={waitingForNetwork}
              uploading={[...uploads][0] ?? null}
              control={control}
              onCreateCertificate={() => void submit("certificate")}
              onDelete={onDelete}
              moreActions={[
                saveSkuDefaultsAction({
                  saving: skuDefaults.saving,
                  busy: pending !== null,
                  onClick: skuDefaults.mark,
                }),
              ]}
              printCard={printCard && { ...printCard, onSaveAndPrint: () => void submit("print") }}
            />
          </>
        )}
      </CertificateFormFrame>
      <ErrorDialog title={alert?.title} message={alert?.message ?? null} onClose={() => setAlert(null)} />
    </>
  );
}
