import { updateCheckIntervalMs, updatePromptRepeatMs } from "@loupe/domain/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchBuildId } from "./fetch-build-id";

export type UpdatePromptOptions = {
  currentBuildId: string;
  readBuildId?: () => Promise<string | null>;
  checkEveryMs?: number;
  repeatAfterMs?: number;
};

// Polls the deployed build id; once it differs from ours the prompt shows, and a dismissed prompt
// comes back after `repeatAfterMs` (spec 000 §2, 001 §7.6).
export function useUpdatePrompt({
  currentBuildId,
  readBuildId = fetchBuildId,
  checkEveryMs = updateCheckIntervalMs,
  repeatAfterMs = updatePromptRepeatMs,
}: UpdatePromptOptions) {
  const [available, setAvailable] = useState(false);
  const [snoozed, setSnoozed] = useState(false);
  const snoozeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (available) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      const deployed = await readBuildId();
      if (!cancelled && deployed !== null && deployed !== currentBuildId) setAvailable(true);
    }, checkEveryMs);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [available, currentBuildId, readBuildId, checkEveryMs]);

  useEffect(
    () => () => {
      if (snoozeTimer.current) clearTimeout(snoozeTimer.current);
    },
    [],
  );

  const dismiss = useCallback(() => {
    setSnoozed(true);
    if (snoozeTimer.current) clearTimeout(snoozeTimer.current);
    snoozeTimer.current = setTimeout(() => setSnoozed(false), repeatAfterMs);
  }, [repeatAfterMs]);

  return { visible: available && !snoozed, dismiss };
}
