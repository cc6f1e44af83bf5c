import { messages } from "@loupe/domain/messages";
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormMessage } from "../../components/form-message";
import { errorDetail } from "../../lib/api-client";
import { safeNextPath } from "../../lib/safe-next-path";
import { useLogin } from "./api";
import { AuthLayout } from "./auth-layout";

type LoginValues = { email: string; password: string };

// /login and /login/:bypassCode (the code's meaning is unspecified, so it is ignored).
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<LoginValues>({ defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim();
    if (email === "" || values.password === "") {
      setMessage(messages.loginFieldsEmpty);
      return;
    }
    setMessage(null);
    try {
      await login.mutateAsync({ email, password: values.password });
      await navigate(safeNextPath(searchParams.get("next")), { replace: true });
    } catch (error) {
      setMessage(errorDetail(error));
    }
  });

  return (
    <AuthLayout title="Sign in to Loupe">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {message && <FormMessage kind="error">{message}</FormMessage>}
          <TextInput label="Email" type="email" autoComplete="username" autoFocus {...register("email")} />
          <PasswordInput label="Password" autoComplete="current-password" {...register("password")} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
