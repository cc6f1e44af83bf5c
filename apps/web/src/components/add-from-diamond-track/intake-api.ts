import type { IntakeRequestInput, IntakeResult } from "@loupe/domain/intake/intake-api";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

// Add From Diamond Track (packages/domain/src/intake/intake-api.ts): the server fetches each
// certificate and creates the record. The screen that opened the popup refreshes what it shows.
export const intakePath = "/api/intake";

export function useAddFromDiamondTrack(onAdded?: (result: IntakeResult) => void) {
  return useMutation({
    mutationFn: (request: IntakeRequestInput) => api.post<IntakeResult>(intakePath, request),
    onSuccess: (result) => onAdded?.(result),
  });
}
