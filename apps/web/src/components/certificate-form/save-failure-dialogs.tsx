import { ErrorDialog } from "../error-dialog";
import { StaleRecordDialog } from "./certificate-form-dialogs";
import type { SaveFailures } from "./save-failure";

// The dialogs of a refused save: the stale record (with Reload) and any other failure.
export function SaveFailureDialogs({ failures, onReload }: { failures: SaveFailures; onReload: () => void }) {
  return (
    <>
      <StaleRecordDialog
        message={failures.stale}
        onClose={failures.closeStale}
        onReload={() => {
          failures.closeStale();
          onReload();
        }}
      />
      <ErrorDialog message={failures.failure} onClose={() => failures.setFailure(null)} />
    </>
  );
}
