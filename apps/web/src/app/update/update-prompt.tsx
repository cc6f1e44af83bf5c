import { lazy, Suspense } from "react";
import { useUpdatePrompt } from "./use-update-prompt";

// Loaded only when a new build is found: the shell draws without the banner and its dialog.
const UpdateBanner = lazy(async () => ({ default: (await import("./update-banner")).UpdateBanner }));

// Offers the new build once one is deployed; UPDATE reloads the page.
export function UpdatePrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const prompt = useUpdatePrompt({ currentBuildId: __BUILD_ID__ });
  if (!prompt.visible) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner dismiss={prompt.dismiss} reload={reload} />
    </Suspense>
  );
}
