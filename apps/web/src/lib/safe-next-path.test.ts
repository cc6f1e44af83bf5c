import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeNextPath("/user?search=ann")).toBe("/user?search=ann");
  });

  it.each([
    null,
    "",
    "dashboard",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/login?next=/x",
  ])("falls back to /dashboard for %s", (next) => {
    expect(safeNextPath(next)).toBe("/dashboard");
  });

  it("encodes the path for the login link", () => {
    expect(loginPathFor("/user?search=a&b=c")).toBe("/login?next=%2Fuser%3Fsearch%3Da%26b%3Dc");
  });
});
