import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

const shownInPlace = ["image/png", "image/jpeg", "image/webp", "image/gif", "video/mp4"];

// What every response carrying uploaded bytes must say so that no browser runs them: a type that
// is never a document, script or style; no sniffing; a policy that runs and loads nothing else;
// and anything that is not an image or video shown in place is a sandboxed download.
export function expectInertFileResponse(response: LightMyRequestResponse, label: string): void {
  const type = String(response.headers["content-type"] ?? "");
  const disposition = String(response.headers["content-disposition"] ?? "").split(";")[0];
  const policy = String(response.headers["content-security-policy"] ?? "")
    .split(";")
    .map((directive) => directive.trim());
  expect({ label, nosniff: response.headers["x-content-type-options"] }).toEqual({
    label,
    nosniff: "nosniff",
  });
  expect({ label, policy }).toEqual({ label, policy: expect.arrayContaining(["default-src 'none'"]) });
  expect(
    policy.filter((directive) => /^script-src|unsafe-eval|^sandbox .*allow-scripts/.test(directive)),
  ).toEqual([]);
  expect(type).not.toMatch(/html|javascript|ecmascript|css|svg|(^|\/|\+)xml$/i);
  if (shownInPlace.includes(type)) {
    expect({ label, disposition }).toEqual({ label, disposition: "inline" });
  } else {
    expect({ label, type, disposition }).toEqual({ label, type, disposition: "attachment" });
    expect({ label, policy }).toEqual({ label, policy: expect.arrayContaining(["sandbox"]) });
  }
}
