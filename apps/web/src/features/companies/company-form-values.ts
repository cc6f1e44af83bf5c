import {
  type Company,
  type CompanyKind,
  type CompanySave,
  companyFieldLabels,
  companySaveSchema,
} from "@loupe/domain/companies";
import type { ImageValue } from "../../components/image-upload-field";

export type CompanyFormValues = {
  name: string;
  representativeName: string;
  email: string;
  phone: string;
  logo: ImageValue;
  backgroundImage: ImageValue;
  pinned: boolean;
  barcodeDashes: boolean;
  website: string;
  adPortalAccess: boolean;
};

export type CompanyTextField = "name" | "representativeName" | "email" | "phone" | "website";

export function initialValues(company: Company | null): CompanyFormValues {
  return {
    name: company?.name ?? "",
    representativeName: company?.representativeName ?? "",
    email: company?.email ?? "",
    phone: company?.phone ?? "",
    logo: company?.logo ?? null,
    backgroundImage: company?.backgroundImage ?? null,
    pinned: company?.pinned ?? false,
    barcodeDashes: company?.barcodeDashes ?? false,
    website: company?.website ?? "",
    adPortalAccess: company?.adPortalAccess ?? false,
  };
}

// The label a missing-field warning uses for each field of this kind's form.
export function missingLabel(kind: CompanyKind, field: CompanyTextField): string | undefined {
  const labels: Partial<Record<CompanyTextField, string>> = companyFieldLabels[kind];
  return labels[field];
}

// `field` null: a value the form has no field for (an image id) was refused.
export type FormIssue = { field: CompanyTextField | null; message: string };
type Parsed = { ok: true; payload: CompanySave } | { ok: false; issues: FormIssue[] };

const textFields = ["name", "representativeName", "email", "phone", "website"] as const;
const isTextField = (field: string): field is CompanyTextField =>
  (textFields as readonly string[]).includes(field);

// The form's values checked by the domain's save schema. A customer's form has no contact fields
// nor the barcode setting nor a website: the stored ones are sent back unchanged.
export function parseCompanyForm(
  kind: CompanyKind,
  values: CompanyFormValues,
  company: Company | null,
): Parsed {
  const contact =
    kind === "client"
      ? values
      : {
          representativeName: company?.representativeName ?? "",
          email: company?.email ?? "",
          phone: company?.phone ?? "",
          barcodeDashes: company?.barcodeDashes ?? false,
          website: company?.website ?? "",
        };
  const parsed = companySaveSchema.safeParse({
    name: values.name,
    representativeName: contact.representativeName,
    email: contact.email,
    phone: contact.phone,
    logoFileId: values.logo?.id ?? null,
    backgroundFileId: values.backgroundImage?.id ?? null,
    pinned: values.pinned,
    barcodeDashes: contact.barcodeDashes,
    website: contact.website,
    adPortalAccess: values.adPortalAccess,
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      return { field: isTextField(field) ? field : null, message: issue.message };
    }),
  };
}
