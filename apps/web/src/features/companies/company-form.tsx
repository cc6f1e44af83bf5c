import {
  type Company,
  type CompanyKind,
  type CompanySave,
  missingCompanyFields,
} from "@loupe/domain/companies";
import { canPinCompanies, companyDeleteRefusal } from "@loupe/domain/company-rules";
import { messages } from "@loupe/domain/messages";
import { Button, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormActions } from "../../components/form-actions";
import { ImageUploadField } from "../../components/image-upload-field";
import { MissingFieldsAlert } from "../../components/missing-fields-alert";
import { SwitchField } from "../../components/switch-field";
import { useSessionUser } from "../../lib/session";
import { AdPortalCard } from "./ad-portal-card";
import { CompanyFields } from "./company-fields";
import {
  type CompanyFormValues,
  type CompanyTextField,
  initialValues,
  missingLabel,
  parseCompanyForm,
} from "./company-form-values";
import { kindTexts } from "./company-kinds";

// What a save led to: the stored record, the server's list of missing fields, or nothing (the
// page has shown the error).
export type SaveOutcome = { saved: Company } | { missing: string[] } | null;

type Props = {
  kind: CompanyKind;
  company: Company | null;
  submitting: boolean;
  onSubmit: (payload: CompanySave) => Promise<SaveOutcome>;
  onInvalid: (message: string) => void;
  onDelete?: () => void;
  onEditCredentials: () => void;
};

// The client form (Company Name, Representative Name, Phone, Email) or the customer form
// (Company's Name), each with its logo, the pinned switch (a client's also the barcode setting)
// and the ad-portal card. Empty required
// fields warn without calling the API (spec 002 §5).
export function CompanyForm(props: Props) {
  const { kind, company, submitting, onSubmit, onInvalid, onDelete, onEditCredentials } = props;
  const texts = kindTexts[kind];
  const mayPin = canPinCompanies(useSessionUser());
  const [missing, setMissing] = useState<string[]>([]);
  const [logoBusy, setLogoBusy] = useState(false);
  const [backgroundBusy, setBackgroundBusy] = useState(false);
  const { register, control, handleSubmit, setError, setValue, reset, watch, formState } =
    useForm<CompanyFormValues>({
      defaultValues: initialValues(company),
    });
  const { errors } = formState;
  // Sending an invitation (or verifying) turns access on at the server; the form follows, so a
  // later Save keeps it instead of switching it back off.
  const storedAccess = company?.adPortalAccess;
  const invitationSentAt = company?.invitationSentAt;
  useEffect(() => {
    if (storedAccess !== undefined && invitationSentAt !== undefined)
      setValue("adPortalAccess", storedAccess);
  }, [storedAccess, invitationSentAt, setValue]);
  const uploading = logoBusy || backgroundBusy;
  // A warned field stops being marked (and listed) as soon as it is filled in.
  const [name, email, representativeName] = watch(["name", "email", "representativeName"]);
  const stillEmpty = missingCompanyFields(kind, { name, email, representativeName });
  const shownMissing = missing.filter((label) => stillEmpty.includes(label));

  const submit = handleSubmit(async (values) => {
    const empty = missingCompanyFields(kind, values);
    setMissing(empty);
    if (empty.length > 0) return;
    const parsed = parseCompanyForm(kind, values, company);
    if (!parsed.ok) {
      for (const issue of parsed.issues) {
        if (issue.field) setError(issue.field, { type: "schema", message: issue.message });
      }
      const other = parsed.issues.filter((issue) => issue.field === null);
      if (other.length > 0) onInvalid(other.map((issue) => issue.message).join(" "));
      return;
    }
    const outcome = await onSubmit(parsed.payload);
    if (outcome && "saved" in outcome) reset(initialValues(outcome.saved));
    else if (outcome) setMissing(outcome.missing);
  });

  const errorFor = (field: CompanyTextField) => {
    const label = missingLabel(kind, field);
    return errors[field]?.message ?? (label && shownMissing.includes(label) ? true : undefined);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {shownMissing.length > 0 && <MissingFieldsAlert fields={shownMissing} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: "start" }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} fz="lg" fw={600}>
                {texts.singular} details
              </Title>
              <CompanyFields kind={kind} register={register} control={control} errorFor={errorFor} />
              <Controller
                control={control}
                name="logo"
                render={({ field }) => (
                  <ImageUploadField
                    label="Logo"
                    value={field.value}
                    onChange={field.onChange}
                    failureText={messages.uploadFailure}
                    onBusyChange={setLogoBusy}
                  />
                )}
              />
              <SwitchField
                control={control}
                name="pinned"
                label="Pinned"
                hint={texts.pinnedHint}
                refusal={mayPin ? null : messages.onlySuperAdministratorPins}
              />
              {kind === "client" && (
                <SwitchField
                  control={control}
                  name="barcodeDashes"
                  label="Barcode service: send the name with dashes for spaces"
                  hint="Videos pushed to the barcode service name this client 'Company-Name' rather than 'Company Name'"
                  refusal={null}
                />
              )}
            </Stack>
          </Paper>
          <Controller
            control={control}
            name="adPortalAccess"
            render={({ field }) => (
              <AdPortalCard
                kind={kind}
                company={company}
                access={field.value}
                onAccessChange={field.onChange}
                background={watch("backgroundImage")}
                onBackgroundChange={(value) => setValue("backgroundImage", value, { shouldDirty: true })}
                onUploadBusy={setBackgroundBusy}
                onEditCredentials={onEditCredentials}
              />
            )}
          />
        </SimpleGrid>
        <FormActions
          onDelete={onDelete}
          deleteDisabled={submitting}
          deleteRefusal={company && companyDeleteRefusal(company)}
          waitingFor={uploading ? "image" : null}
        >
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            loading={submitting}
            disabled={uploading}
          >
            Save
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
