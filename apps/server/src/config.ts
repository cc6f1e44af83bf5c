import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed the
// command, so ./data lands beside the README as documented.
const launchDirectory = process.env.INIT_CWD ?? process.cwd();

const booleanFlag = z
  .enum(["0", "1", "true", "false", "yes", "no"])
  .transform((value) => value === "1" || value === "true" || value === "yes");

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  LOUPE_DATA_DIR: z.string().default(path.join(launchDirectory, "data")),
  DATABASE_URL: z.url().startsWith("postgres", "DATABASE_URL must be a postgres:// URL").optional(),
  LOUPE_DEMO: booleanFlag.default(true),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default("Loupe <no-reply@loupe.local>"),
  PUBLIC_BASE_URL: z.url().optional(),
  AD_PORTAL_URL: z.url().optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  TRUST_PROXY: booleanFlag.default(false),
  // The request headers, in order, that carry the viewer's country as a trusted proxy or CDN in
  // front of this server sets it (e.g. "cf-ipcountry"); unset, every view's country is unknown.
  // Only name a header the proxy always overwrites: a visitor can send any header it likes.
  // No IP database is bundled (docs/decisions/0025).
  COUNTRY_HEADERS: z
    .string()
    .regex(/^[A-Za-z0-9-]+(,[A-Za-z0-9-]+)*$/, "COUNTRY_HEADERS must be header names separated by commas")
    .transform((value) => value.toLowerCase().split(","))
    .optional(),
  // Every answer also checked against its route's zod response schema (http/response-serializer.ts):
  // the tests and e2e run with it; a server in use writes answers from the schema without it.
  CHECK_RESPONSES: booleanFlag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().default(path.join(serverRoot, "..", "web", "dist")),
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  // The outbox's tries of a failing message, and the wait before the second (doubling after).
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_FIRST_RETRY_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  // How long a server's claim on a message lasts: a message whose server stopped mid-delivery is
  // tried again (by any server) this long after it was claimed. Longer than any delivery takes.
  OUTBOX_LEASE_SECONDS: z.coerce.number().min(1).max(86_400).default(300),
  CARD_PRINTER_URL: z.url().optional(),
  BARCODE_API_URL: z.url().optional(),
  BARCODE_API_KEY: z.string().optional(),
  SPREADSHEET_WEBHOOK_URL: z.url().optional(),
  DIAMOND_TRACK_URL: z.url().optional(),
  DIAMOND_TRACK_API_KEY: z.string().optional(),
  DIAMOND_TRACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  SPREADSHEET_FILE: z.string().optional(),
  GRADING_SYSTEM_URL: z.url().optional(),
  GRADING_SYSTEM_API_KEY: z.string().optional(),
  // The order-tracking site the New Shipping Log's Add Manually links to (issue 23); a page staff
  // open, so only a web address.
  ORDER_TRACKING_URL: z
    .url({ protocol: /^https?$/, error: "ORDER_TRACKING_URL must be an http:// or https:// address" })
    .optional(),
  // The billed client a user sees before choosing one (the certificate cost report, spec 001 §6).
  BILLING_DEFAULT_CLIENT_ID: z.uuid("BILLING_DEFAULT_CLIENT_ID must be a client's id (a uuid)").optional(),
  // Where resumable (tus) video uploads are written while they arrive (issue 24); several servers
  // share one directory (docs/decisions/0022-resumable-video-uploads.md).
  LOUPE_VIDEO_UPLOAD_DIR: z.string().optional(),
  // An upload not finished this long after it started is removed by the housekeeping.
  VIDEO_UPLOAD_EXPIRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  // Stored files go to this S3 bucket instead of $LOUPE_DATA_DIR/files (docs/decisions/0026).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
    )
    .optional(),
  // An S3-compatible server (MinIO, Ceph, R2…); unset, AWS's own endpoint for the region.
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http:// or https:// address" })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "S3_REGION must be a region name such as us-east-1")
    .default("us-east-1"),
  // Both or neither: neither leaves the credentials to the SDK's default chain (environment,
  // shared files, instance or task role).
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Put before every object's key, so one bucket can hold several labs' files: 'lab-a/'.
  S3_PREFIX: z
    .string()
    .max(64, "S3_PREFIX must be at most 64 characters")
    .regex(
      /^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)+$/,
      "S3_PREFIX must be folder names of letters, digits, '.', '_' or '-', each ending in '/' (e.g. lab-a/)",
    )
    .optional(),
  // Bucket in the path (http://host/bucket/key), as MinIO and most S3-compatible servers want.
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
});

// Settings that only mean something together.
const checkedSchema = configSchema.superRefine((config, context) => {
  if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined))
    context.addIssue({
      code: "custom",
      path: [config.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither",
    });
  if (
    !config.S3_BUCKET &&
    (config.S3_ENDPOINT || config.S3_PREFIX || config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY)
  )
    context.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message: "S3_BUCKET must be set for the other S3_ settings to be used",
    });
});

export type Config = z.infer<typeof configSchema> & {
  publicBaseUrl: string;
  adPortalUrl: string;
  spreadsheetFile: string;
  videoUploadDirectory: string;
};

export function parseConfig(environment: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ""));
  const result = checkedSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Loupe cannot start, the configuration is wrong:\n${lines.join("\n")}`);
  }
  const config = result.data;
  const publicBaseUrl = config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`;
  // Without a real ad portal, the server's own small stand-in page receives verified users.
  return {
    ...config,
    publicBaseUrl,
    adPortalUrl: config.AD_PORTAL_URL ?? `${publicBaseUrl}/portal`,
    spreadsheetFile: config.SPREADSHEET_FILE ?? path.join(config.LOUPE_DATA_DIR, "diamond-sheet.xlsx"),
    videoUploadDirectory: config.LOUPE_VIDEO_UPLOAD_DIR ?? path.join(config.LOUPE_DATA_DIR, "tus-uploads"),
  };
}
