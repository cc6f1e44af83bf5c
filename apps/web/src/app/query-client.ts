import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api-client";

// A 4xx answer will not change on a retry; a network hiccup or a 5xx might.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
