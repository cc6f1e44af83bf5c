import { execFileSync } from "node:child_process";
import { serverPath } from "../server-root";

// Builds dist/ (scripts/build.mjs, about a second) so that the servers and command-line programs
// the tests spawn run the current source as `npm start` does: compiled.
export function buildServerBundle(): void {
  execFileSync(process.execPath, [serverPath("scripts", "build.mjs")], { stdio: "inherit" });
}
