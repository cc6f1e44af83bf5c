import path from "node:path";
import { fileURLToPath } from "node:url";

export const pgliteTemplatePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../.tmp/pglite-template.tar",
);
