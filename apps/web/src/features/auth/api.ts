import type { LoginRequest, SessionUser } from "@loupe/domain/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { sessionQueryKey } from "../../lib/session";

type MessageResponse = { message: string };

// Signing in and resetting a password; the session itself is read in lib/session.ts.
const authPaths = {
  login: "/api/auth/login",
  forgotPassword: "/api/auth/forgot-password",
  resetPassword: "/api/auth/reset-password",
};

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      api.post<{ user: SessionUser }>(authPaths.login, body, { expectUnauthorized: true }),
    onSuccess: ({ user }) => {
      // Nothing cached for an earlier user may show for this one.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<MessageResponse>(authPaths.forgotPassword, { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<MessageResponse>(authPaths.resetPassword, body),
  });
}
