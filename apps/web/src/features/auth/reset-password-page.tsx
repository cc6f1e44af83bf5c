import { passwordResetRedirectMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { Anchor, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormMessage } from "../../components/form-message";
import { errorDetail, isApiError } from "../../lib/api-client";
import { useResetPassword } from "./api";
import { AuthLayout } from "./auth-layout";
import { ResetPasswordForm } from "./reset-password-form";
import { useRedirectAfter } from "./use-redirect-after";

type Outcome = { kind: "changed"; message: string } | { kind: "invalid-link"; message: string } | null;

// /reset-password?token=… from the e-mail: choose a new password, then sign in with it.
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { kind: "invalid-link", message: messages.resetLinkInvalid },
  );
  const [error, setError] = useState<string | null>(null);
  useRedirectAfter(outcome?.kind === "changed", "/login", passwordResetRedirectMs);

  async function submit(password: string) {
    setError(null);
    try {
      const { message } = await reset.mutateAsync({ token, password });
      setOutcome({ kind: "changed", message });
    } catch (failure) {
      // A 400 here means the link is used up or expired; anything else may work on a second try.
      if (isApiError(failure) && failure.status === 400) {
        setOutcome({ kind: "invalid-link", message: failure.problem.detail });
      } else {
        setError(errorDetail(failure));
      }
    }
  }

  return (
    <AuthLayout title="Set a New Password">
      {outcome?.kind === "changed" && (
        <Stack gap="md">
          <FormMessage kind="success">{outcome.message}</FormMessage>
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Stack>
      )}
      {outcome?.kind === "invalid-link" && (
        <Stack gap="md">
          <FormMessage kind="error">{outcome.message}</FormMessage>
          <Text size="sm">
            <Anchor component={Link} to="/forgot-password">
              Ask for a new reset link
            </Anchor>
          </Text>
        </Stack>
      )}
      {outcome === null && <ResetPasswordForm onSubmit={submit} submitting={reset.isPending} error={error} />}
    </AuthLayout>
  );
}
