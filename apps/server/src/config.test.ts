import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.LOUPE_DEMO).toBe(true);
    expect(config.SESSION_IDLE_MINUTES).toBe(120);
    expect(config.SESSION_ABSOLUTE_HOURS).toBe(12);
    expect(config.publicBaseUrl).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("stops with a readable list of every wrong value", () => {
    expect(() => parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOUPE_DEMO: "maybe" })).toThrow(
      /configuration is wrong:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL\n {2}LOUPE_DEMO: /,
    );
  });

  it("reads flags and treats empty values as unset", () => {
    const config = parseConfig({ LOUPE_DEMO: "0", PORT: "", TRUST_PROXY: "true" });
    expect(config.LOUPE_DEMO).toBe(false);
    expect(config.PORT).toBe(3000);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it("trusts no country header unless told, then the named ones in order, lower-cased", () => {
    expect(parseConfig({}).COUNTRY_HEADERS).toBeUndefined();
    expect(parseConfig({ COUNTRY_HEADERS: "CF-IPCountry,X-Country-Code" }).COUNTRY_HEADERS).toEqual([
      "cf-ipcountry",
      "x-country-code",
    ]);
    for (const bad of ["cf ipcountry", "a,,b", "x:y"])
      expect(() => parseConfig({ COUNTRY_HEADERS: bad })).toThrow(
        /COUNTRY_HEADERS: COUNTRY_HEADERS must be header names/,
      );
  });

  it("takes only an http(s) order-tracking address", () => {
    expect(parseConfig({ ORDER_TRACKING_URL: "https://orders.example/track" }).ORDER_TRACKING_URL).toBe(
      "https://orders.example/track",
    );
    expect(parseConfig({}).ORDER_TRACKING_URL).toBeUndefined();
    for (const bad of ["javascript:alert(1)", "ftp://orders.example", "orders.example"])
      expect(() => parseConfig({ ORDER_TRACKING_URL: bad })).toThrow(
        /ORDER_TRACKING_URL: ORDER_TRACKING_URL must be an http:\/\/ or https:\/\/ address/,
      );
  });

  it("takes the billing default client as a client's id, refusing anything else", () => {
    const id = "0190b000-0000-7000-8000-00000000000a";
    expect(parseConfig({ BILLING_DEFAULT_CLIENT_ID: id }).BILLING_DEFAULT_CLIENT_ID).toBe(id);
    expect(parseConfig({}).BILLING_DEFAULT_CLIENT_ID).toBeUndefined();
    expect(() => parseConfig({ BILLING_DEFAULT_CLIENT_ID: "Aurora" })).toThrow(
      /BILLING_DEFAULT_CLIENT_ID: BILLING_DEFAULT_CLIENT_ID must be a client's id \(a uuid\)/,
    );
  });

  it("takes the S3 settings, checked together", () => {
    expect(parseConfig({}).S3_BUCKET).toBeUndefined();
    const config = parseConfig({
      S3_BUCKET: "loupe-files",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "1",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config).toMatchObject({
      S3_BUCKET: "loupe-files",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => parseConfig({ S3_BUCKET: "Loupe_Files" })).toThrow(
      /S3_BUCKET: S3_BUCKET must be a bucket name/,
    );
    expect(() => parseConfig({ S3_BUCKET: "loupe", S3_ENDPOINT: "ftp://minio" })).toThrow(
      /S3_ENDPOINT: S3_ENDPOINT must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => parseConfig({ S3_BUCKET: "loupe", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => parseConfig({ S3_BUCKET: "loupe", S3_SECRET_ACCESS_KEY: "hunter2" })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(parseConfig({ S3_BUCKET: "loupe", S3_PREFIX: "labs/lab-a/" }).S3_PREFIX).toBe("labs/lab-a/");
    for (const bad of ["lab-a", "../x/", "/abs/", "a//", ".hidden/", `${"x".repeat(70)}/`])
      expect(() => parseConfig({ S3_BUCKET: "loupe", S3_PREFIX: bad })).toThrow(/S3_PREFIX: S3_PREFIX must/);
    expect(() => parseConfig({ S3_PREFIX: "lab-a/" })).toThrow(/S3_BUCKET: S3_BUCKET must be set/);
    expect(() => parseConfig({ S3_ENDPOINT: "http://minio:9000" })).toThrow(
      /S3_BUCKET: S3_BUCKET must be set for the other S3_ settings/,
    );
  });

  it("never repeats the S3 secret in its complaints", () => {
    const failure = (() => {
      try {
        parseConfig({ S3_SECRET_ACCESS_KEY: "hunter2-secret", PORT: "x" });
      } catch (error) {
        return error as Error;
      }
    })();
    expect(failure?.message).toMatch(/configuration is wrong/);
    expect(failure?.message).not.toContain("hunter2-secret");
  });
});
