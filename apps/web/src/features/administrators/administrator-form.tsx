import { type Administrator, missingAdministratorFields } from "@loupe/domain/administrators";
import { messages } from "@loupe/domain/messages";
import type { FieldError } from "@loupe/domain/problem";
import { Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { MissingFieldsAlert } from "../../components/missing-fields-alert";
import { PhoneInput } from "../../components/phone-input";
import { SwitchField } from "../../components/switch-field";
import {
  type AdministratorFormField,
  type AdministratorFormResult,
  type AdministratorFormValues,
  fieldLabels,
  initialValues,
  isFormField,
  parseAdministratorForm,
} from "./administrator-form-values";
import { PermissionCheckboxes } from "./permission-checkboxes";

type Props = {
  administrator: Administrator | null;
  showPermissions: boolean;
  // Only a super administrator may change it (administrator-rules.ts canSetNeedsApproval).
  mayApprove: boolean;
  submitting: boolean;
  serverErrors?: FieldError[];
  onSubmit: (result: AdministratorFormResult) => void;
  onCancel: () => void;
};

const approvalHint = "The administrators list highlights an administrator who needs approval.";

// Add (with a password) or edit an administrator. Empty required fields warn without calling the
// API (spec 001 §5.3); the rest of the checks are the domain schemas'.
export function AdministratorForm({
  administrator,
  showPermissions,
  mayApprove,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: Props) {
  const mode = administrator ? "edit" : "create";
  const [missing, setMissing] = useState<string[]>([]);
  const { register, control, handleSubmit, setError, formState } = useForm<AdministratorFormValues>({
    defaultValues: initialValues(administrator),
  });
  const { errors } = formState;

  // The server's field errors (an e-mail already taken) land under their fields.
  useEffect(() => {
    for (const error of serverErrors ?? []) {
      const field = error.field.replace(/^body\./, "");
      if (isFormField(field)) setError(field, { type: "server", message: error.message });
    }
  }, [serverErrors, setError]);

  const submit = handleSubmit((values) => {
    const empty = missingAdministratorFields(values, mode);
    setMissing(empty);
    if (empty.length > 0) return;
    const parsed = parseAdministratorForm(values, administrator);
    if (parsed.ok) onSubmit(parsed.result);
    else for (const issue of parsed.issues) setError(issue.field, { type: "schema", message: issue.message });
  });

  const errorFor = (field: AdministratorFormField) =>
    errors[field]?.message ?? (missing.includes(fieldLabels[field]) ? true : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {missing.length > 0 && <MissingFieldsAlert fields={missing} />}
        <TextInput
          label="Full Name"
          withAsterisk
          autoComplete="off"
          error={errorFor("fullName")}
          {...register("fullName")}
          data-autofocus
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorFor("phone")}
            />
          )}
        />
        <TextInput
          label="Email Address"
          type="email"
          withAsterisk
          autoComplete="off"
          error={errorFor("email")}
          {...register("email")}
        />
        {mode === "create" && (
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            error={errorFor("password")}
            {...register("password")}
          />
        )}
        <SwitchField
          control={control}
          name="needsApproval"
          label="Needs Approval"
          hint={approvalHint}
          refusal={mayApprove ? null : messages.onlySuperAdministratorApproves}
        />
        {showPermissions && (
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <PermissionCheckboxes
                value={field.value}
                onChange={field.onChange}
                error={errors.permissions?.message}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
