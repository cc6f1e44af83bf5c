import { passwordResetRedirectMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { Anchor, Button, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "../../components/form-message";
import { errorDetail } from "../../lib/api-client";
import { useForgotPassword } from "./api";
import { AuthLayout } from "./auth-layout";
import { useRedirectAfter } from "./use-redirect-after";

type Step =
  | { state: "submit"; error: string | null }
  | { state: "loading" }
  | { state: "success"; message: string };

// Three states (spec 000 §4): submit → loading → success, back to submit with the message on error.
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<Step>({ state: "submit", error: null });
  const forgot = useForgotPassword();
  useRedirectAfter(step.state === "success", "/login", passwordResetRedirectMs);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (email.trim() === "") {
      setStep({ state: "submit", error: messages.resetEmailEmpty });
      return;
    }
    setStep({ state: "loading" });
    try {
      const { message } = await forgot.mutateAsync(email.trim());
      setStep({ state: "success", message });
    } catch (error) {
      setStep({ state: "submit", error: errorDetail(error) });
    }
  }

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to set a new password."
    >
      {step.state === "loading" && (
        <Stack align="center" gap="sm" py="lg" role="status">
          <Loader aria-label="Sending" />
          <Text size="sm" c="dimmed">
            Sending…
          </Text>
        </Stack>
      )}
      {step.state === "success" && (
        <Stack gap="md">
          <FormMessage kind="success">{step.message}</FormMessage>
          <Text size="sm" c="dimmed">
            Taking you back to sign in…
          </Text>
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      )}
      {step.state === "submit" && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {step.error && <FormMessage kind="error">{step.error}</FormMessage>}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" fullWidth>
              Send Reset Link
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
