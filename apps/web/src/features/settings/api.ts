import type { LabSettings, LabSettingsSave } from "@loupe/domain/settings/lab-settings";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

// The lab's settings (GET/PUT /api/settings/lab), in the api.ts style of features/companies/api.ts.

export const settingsPaths = { lab: "/api/settings/lab" };

const all = ["settings"] as const;

export const settingsKeys = { all, lab: [...all, "lab"] as const };

export const labSettingsQuery = queryOptions({
  queryKey: settingsKeys.lab,
  queryFn: ({ signal }) => api.get<LabSettings>(settingsPaths.lab, { signal }),
});

export function useSaveLabSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LabSettingsSave) => api.put<LabSettings>(settingsPaths.lab, body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.lab, saved),
  });
}
