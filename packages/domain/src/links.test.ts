import { describe, expect, it } from "vitest";
import { isHttpAddress } from "./companies";
import { isWebLink, notAWebLink } from "./links";
import { optionalWebLinkSchema } from "./web-link-schema";

describe("web links", () => {
  it("accepts http(s) addresses and paths on this site", () => {
    for (const link of [
      "https://plotter.lab.example/imperfections/42",
      "http://10.0.0.5:8080/x?y=1#z",
      "HTTPS://EXAMPLE.COM",
      "/imperfections/demo-1",
    ])
      expect({ link, ok: isWebLink(link) }).toEqual({ link, ok: true });
  });

  it("refuses script, data, file and other schemes, however they are disguised", () => {
    for (const link of [
      "javascript:alert(document.cookie)",
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "\u0000javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "blob:https://example.com/1",
      "//evil.example/x",
      "/\\evil.example",
      "https://",
      "imperfections/1",
    ])
      expect({ link, ok: isWebLink(link) }).toEqual({ link, ok: false });
  });

  it("lets an empty field through and names the rule otherwise", () => {
    const schema = optionalWebLinkSchema(500);
    expect(schema.parse(undefined)).toBe("");
    expect(schema.parse("  https://a.example/b  ")).toBe("https://a.example/b");
    const refused = schema.safeParse(" javascript:alert(1)");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(notAWebLink);
  });
});

describe("http addresses (a client's website)", () => {
  it("accepts http(s) addresses on another host", () => {
    for (const address of [
      "https://www.aurora-jewels.example",
      "http://shop.example:8080/rings?a=1",
      "HTTPS://EXAMPLE.COM",
    ])
      expect({ address, ok: isHttpAddress(address) }).toEqual({ address, ok: true });
  });

  it("refuses paths, other schemes and addresses with credentials", () => {
    for (const address of [
      "",
      "/clients",
      "//evil.example",
      "www.example.com",
      "javascript:alert(1)",
      "ftp://example.com",
      "data:text/html,hi",
      "https://user:pass@evil.example",
      "https://",
      "http:/example.com",
    ])
      expect({ address, ok: isHttpAddress(address) }).toEqual({ address, ok: false });
  });
});
