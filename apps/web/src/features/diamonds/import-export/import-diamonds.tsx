import { importLimits } from "@loupe/domain/certificates/import-limits";
import { lazy, Suspense, useState } from "react";
import { ImportButton } from "../../../components/import-export/import-button";
import type { ImportRequest } from "./import-diamonds-dialog";

const loadDialog = () => import("./import-diamonds-dialog");
const ImportDiamondsDialog = lazy(async () => ({ default: (await loadDialog()).ImportDiamondsDialog }));

// Import (spec 000 §2): pick an .xlsx or .csv, see every row and what will become of it, then
// import the rows that can be saved in one go (all of them or none).
export function ImportDiamondsButton() {
  const [request, setRequest] = useState<ImportRequest | null>(null);
  return (
    <>
      <ImportButton
        accept={importLimits.accept}
        onChoose={(file) => setRequest({ file })}
        onIntent={() => void loadDialog()}
      />
      {request && (
        <Suspense fallback={null}>
          <ImportDiamondsDialog request={request} />
        </Suspense>
      )}
    </>
  );
}
