import { z } from "zod";
import { passwordSchema } from "./auth";
import { companyList } from "./company-list";
import { listQuerySchema } from "./list-query-schema";
import { messages } from "./messages";
import { compareNames, pageSchema } from "./paging";

// A client's website, which the public pages send visitors to through a recorded redirect.
export const notAnHttpAddress = "Enter an address that starts with http:// or https://";

// An address on another site that the public may be sent to (a client's website): http(s) with a
// host and no user name or password in it (which would make a link read as another host).
export function isHttpAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "" &&
      url.username === "" &&
      url.password === ""
    );
  } catch {
    return false;
  }
}

// Clients and customers are both companies (spec 002 §3); one table, one picker, told apart by kind.
export const companyKindSchema = z.enum(["client", "customer"]);
export type CompanyKind = z.infer<typeof companyKindSchema>;

// Ad-portal access (spec 002 §4): not invited → invited (mail sent, e-mail not verified) → verified.
export const portalStatusSchema = z.enum(["not_invited", "invited", "verified"]);
export type PortalStatus = z.infer<typeof portalStatusSchema>;

export const imageReferenceSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

export const companySchema = z.object({
  id: z.string(),
  kind: companyKindSchema,
  name: z.string(),
  representativeName: z.string(),
  email: z.string(),
  phone: z.string(),
  logo: imageReferenceSchema.nullable(),
  backgroundImage: imageReferenceSchema.nullable(),
  pinned: z.boolean(),
  barcodeDashes: z.boolean(),
  // The client's own site: the public pages link to it through a recorded redirect (analytics).
  website: z.string(),
  adPortalAccess: z.boolean(),
  portalStatus: portalStatusSchema,
  portalEmail: z.string().nullable(),
  invitationSentAt: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  totalSkus: z.number().int(),
  created: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

export const companyListItemSchema = companySchema
  .pick({
    id: true,
    kind: true,
    name: true,
    pinned: true,
    adPortalAccess: true,
    portalStatus: true,
    totalSkus: true,
  })
  .extend({ logoUrl: z.string().nullable() });
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyListQuerySchema = listQuerySchema(companyList).extend({
  search: z.string().trim().max(120).optional(),
});
export const companyPageSchema = pageSchema(companyListItemSchema);

const optionalText = (max: number) => z.string().trim().max(max).default("");
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((value) => value === "" || z.email().safeParse(value).success, "Please enter a valid email")
  .default("");

// What the forms send. Required fields differ by kind (spec 002 §5); the server checks them with
// missingCompanyFields so the warning lists exactly what the form shows.
export const companySaveSchema = z.object({
  name: optionalText(200),
  representativeName: optionalText(200),
  email: optionalEmail,
  phone: optionalText(30),
  logoFileId: z.uuid().nullable().default(null),
  backgroundFileId: z.uuid().nullable().default(null),
  pinned: z.boolean().default(false),
  barcodeDashes: z.boolean().default(false),
  website: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === "" || isHttpAddress(value), notAnHttpAddress)
    .default(""),
  adPortalAccess: z.boolean().default(false),
});
export const companyUpdateSchema = companySaveSchema.extend({ version: z.number().int().min(1) });
export type CompanySave = z.infer<typeof companySaveSchema>;

export const companyFieldLabels = {
  client: { name: "Company Name", email: "Email", representativeName: "Representative Name" },
  customer: { name: "Company's Name" },
} as const;

export function missingCompanyFields(
  kind: CompanyKind,
  values: { name: string; email?: string; representativeName?: string },
): string[] {
  const missing: string[] = [];
  if (values.name.trim() === "") missing.push(companyFieldLabels[kind].name);
  if (kind === "client") {
    if ((values.email ?? "").trim() === "") missing.push(companyFieldLabels.client.email);
    if ((values.representativeName ?? "").trim() === "")
      missing.push(companyFieldLabels.client.representativeName);
  }
  return missing;
}

export const companySavedMessage = (kind: CompanyKind) =>
  kind === "client" ? messages.clientSaved : messages.customerSaved;

export const invitationRequestSchema = z.object({ email: z.string().max(254) });

// Returns the spec's message when the invitation e-mail is unusable, else the trimmed address.
export function invitationEmail(
  kind: CompanyKind,
  email: string,
): { ok: true; email: string } | { ok: false; message: string } {
  const trimmed = email.trim().toLowerCase();
  if (trimmed === "" || !z.email().safeParse(trimmed).success) {
    return { ok: false, message: messages.inviteEmailRequired(kind) };
  }
  return { ok: true, email: trimmed };
}

export const portalCredentialsSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email").max(254)),
  password: passwordSchema,
});

export const companyOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  pinned: z.boolean(),
});
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export const companyOptionsQuerySchema = z.object({
  kind: companyKindSchema,
  search: z.string().trim().max(120).optional(),
});

// Pick-lists show pinned companies first, then by name (spec 002 §6 kept as a setting).
export function compareCompanyOptions(a: CompanyOption, b: CompanyOption): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return compareNames(a.name, b.name);
}

export const companyExportName = (name: string) => `${name} SKUS`;
