import path from "node:path";
import { fileURLToPath } from "node:url";

// apps/server, whether this code runs from its source (src/server-root.ts under tsx or vitest) or
// from the production bundle (dist/main.js, into which this module is inlined): both sit one folder
// below it. Files the server reads at run time (migrations, certificate styles, the demo logo) are
// resolved from here, so the bundle finds them in src/ without a copy.
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const serverPath = (...segments: string[]) => path.join(serverRoot, ...segments);
