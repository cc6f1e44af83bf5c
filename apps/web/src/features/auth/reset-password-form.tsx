import { passwordMinLength, passwordSchema } from "@loupe/domain/auth";
import { Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormMessage } from "../../components/form-message";
import { validateWith } from "../../lib/zod-message";

// Not in the spec's catalogue: the confirmation field's own text.
export const passwordsDoNotMatch = "The passwords do not match.";

// The password rule is the domain's; only the confirmation check is this form's own.
type Values = { password: string; confirmation: string };

export function ResetPasswordForm({
  onSubmit,
  submitting,
  error,
}: {
  onSubmit: (password: string) => Promise<void>;
  submitting: boolean;
  error: string | null;
}) {
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { password: "", confirmation: "" },
  });
  const { errors } = formState;

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.password))} noValidate>
      <Stack gap="md">
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <PasswordInput
          label="New Password"
          description={`At least ${passwordMinLength} characters.`}
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...register("password", { validate: validateWith(passwordSchema) })}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmation?.message}
          {...register("confirmation", {
            validate: (value, values) => value === values.password || passwordsDoNotMatch,
          })}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Set Password
        </Button>
      </Stack>
    </form>
  );
}
