import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { uuidv7 } from "uuidv7";
import { multipart } from "./multipart";
import type { Walk, WalkRequest, WriteExample } from "./write-examples";

// The writes every certificate type has (certificates/certificate-routes.ts, import-routes.ts and
// its print-card route), for the activity walk: each type's write-examples.ts calls this with its
// path, a saved record's input and an import file of two rows.
export type CertificateExamplesOf = {
  type: CertificateType;
  path: string;
  // A complete record; `certificateNumber` is what its entries name.
  input: { certificateNumber?: string | undefined };
  // A change that a plain Save writes (no order line involved).
  change: Record<string, unknown>;
  // A .csv of two rows whose certificate numbers are `imported`.
  importCsv: string;
  imported: [string, string];
};

// Saved through the API; the answer holds the record under its type's name ({ diamond: … }).
export async function createCertificate(
  walk: Walk,
  type: CertificateType,
  path: string,
  input: Record<string, unknown>,
): Promise<{ id: string; version: number }> {
  const saved = await walk.prepare({ method: "POST", url: path, payload: input });
  return saved[type] as { id: string; version: number };
}

const previewOf = (path: string, csv: string): WalkRequest => ({
  method: "POST",
  url: `${path}/import/preview`,
  ...multipart("walk.csv", csv, "text/csv"),
});

export function certificateWriteExamples(of: CertificateExamplesOf): WriteExample[] {
  const { type, path, input } = of;
  const subject = input.certificateNumber ?? "";
  const entry = (action: "create" | "update" | "delete" | "print", number = subject) => [
    { action, entityType: type, subject: number },
  ];
  const created = async (walk: Walk) => (await createCertificate(walk, type, path, input)).id;
  return [
    {
      route: `POST ${path}`,
      valid: async () => ({
        request: { method: "POST", url: path, payload: input },
        entries: entry("create"),
      }),
      invalid: async () => ({ method: "POST", url: path, payload: { ...input, templateId: 999 } }),
    },
    {
      route: `PUT ${path}/:id`,
      valid: async (walk) => ({
        request: {
          method: "PUT",
          url: `${path}/${await created(walk)}`,
          payload: { ...input, ...of.change, version: 1 },
        },
        entries: entry("update"),
      }),
      invalid: async (walk) => ({
        method: "PUT",
        url: `${path}/${await created(walk)}`,
        payload: { ...input, ...of.change, version: 5 },
      }),
    },
    {
      route: `DELETE ${path}/:id`,
      valid: async (walk) => ({
        request: { method: "DELETE", url: `${path}/${await created(walk)}` },
        entries: entry("delete"),
      }),
      invalid: async () => ({ method: "DELETE", url: `${path}/${uuidv7()}` }),
    },
    {
      route: `POST ${path}/:id/print-card`,
      valid: async (walk) => ({
        request: { method: "POST", url: `${path}/${await created(walk)}/print-card` },
        entries: entry("print"),
      }),
      invalid: async () => ({ method: "POST", url: `${path}/${uuidv7()}/print-card` }),
    },
    {
      route: `POST ${path}/import/preview`,
      writesNoEntry: "A preview reads the file and answers what an import would do; the commit writes.",
      valid: async () => ({ request: previewOf(path, of.importCsv) }),
    },
    {
      route: `POST ${path}/import`,
      // One entry per imported record.
      valid: async (walk) => {
        const preview = await walk.prepare(previewOf(path, of.importCsv));
        const rows = (preview.rows as { values?: unknown }[]).flatMap((row) =>
          row.values ? [row.values] : [],
        );
        return {
          request: { method: "POST", url: `${path}/import`, payload: { rows } },
          entries: of.imported.map((number) => ({
            action: "import" as const,
            entityType: type,
            subject: number,
          })),
        };
      },
      invalid: async () => ({ method: "POST", url: `${path}/import`, payload: { rows: "none" } }),
    },
  ];
}
