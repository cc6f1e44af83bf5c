import { importLimits } from "@loupe/domain/certificates/import-limits";
import { type ComponentType, lazy, Suspense, useState } from "react";
import type { ImportRequest } from "./certificate-import-dialog";
import { ImportButton } from "./import-button";

// An Import button (spec 000 §2, 001 §2.2) whose dialog loads when a file is chosen, or when the
// button is pointed at: pick an .xlsx or .csv, see every row and what will become of it, then
// import the rows that can be saved in one go (all of them or none).
export function lazyImportButton(load: () => Promise<ComponentType<{ request: ImportRequest }>>) {
  let loading: Promise<{ default: ComponentType<{ request: ImportRequest }> }> | null = null;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Dialog = lazy(preload);

  return function LazyImportButton() {
    const [request, setRequest] = useState<ImportRequest | null>(null);
    return (
      <>
        <ImportButton
          accept={importLimits.accept}
          onChoose={(file) => setRequest({ file })}
          onIntent={() => void preload()}
        />
        {request && (
          <Suspense fallback={null}>
            <Dialog request={request} />
          </Suspense>
        )}
      </>
    );
  };
}
