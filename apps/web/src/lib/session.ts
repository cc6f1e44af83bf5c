import type { SessionUser } from "@loupe/domain/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "./api-client";

// The signed-in user, shared by the shell, the route guard and every feature that checks a
// permission. `null` means nobody is signed in.

export const sessionQueryKey = ["auth", "session"] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
      const session = await api.get<{ user: SessionUser }>("/api/auth/session", {
        signal,
        expectUnauthorized: true,
      });
      return session.user;
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useSessionUser(): SessionUser | null {
  const { data } = useQuery(sessionQueryOptions);
  return data ?? null;
}
