import {
  type Administrator,
  type AdministratorCreate,
  type AdministratorUpdate,
  administratorCreateSchema,
  administratorUpdateSchema,
} from "@loupe/domain/administrators";

export type AdministratorFormValues = {
  fullName: string;
  phone: string;
  email: string;
  password: string;
  permissions: AdministratorCreate["permissions"];
  needsApproval: boolean;
};

export type AdministratorFormField = keyof AdministratorFormValues;

export type AdministratorFormResult =
  | { mode: "create"; payload: AdministratorCreate }
  | { mode: "edit"; payload: AdministratorUpdate };

export const fieldLabels: Record<AdministratorFormField, string> = {
  fullName: "Full Name",
  phone: "Phone",
  email: "Email Address",
  password: "Password",
  permissions: "Permissions",
  needsApproval: "Needs Approval",
};

export function isFormField(field: string): field is AdministratorFormField {
  return field in fieldLabels;
}

export function initialValues(administrator: Administrator | null): AdministratorFormValues {
  return {
    fullName: administrator?.fullName ?? "",
    phone: administrator?.phone ?? "",
    email: administrator?.email ?? "",
    password: "",
    // The spec's administrators are all super administrators; a new one starts as one.
    permissions: administrator?.permissions ?? ["super_admin"],
    needsApproval: administrator?.needsApproval ?? false,
  };
}

type Issue = { path: PropertyKey[]; message: string };
type Parsed =
  | { ok: true; result: AdministratorFormResult }
  | { ok: false; issues: Array<{ field: AdministratorFormField; message: string }> };

const fieldIssues = (issues: Issue[]) =>
  issues.flatMap((issue) => {
    const field = String(issue.path[0]);
    return isFormField(field) ? [{ field, message: issue.message }] : [];
  });

// The form's values checked by the domain's create or update schema.
export function parseAdministratorForm(
  values: AdministratorFormValues,
  administrator: Administrator | null,
): Parsed {
  const common = {
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    permissions: values.permissions,
    needsApproval: values.needsApproval,
  };
  if (administrator) {
    const parsed = administratorUpdateSchema.safeParse({ ...common, version: administrator.version });
    return parsed.success
      ? { ok: true, result: { mode: "edit", payload: parsed.data } }
      : { ok: false, issues: fieldIssues(parsed.error.issues) };
  }
  const parsed = administratorCreateSchema.safeParse({ ...common, password: values.password });
  return parsed.success
    ? { ok: true, result: { mode: "create", payload: parsed.data } }
    : { ok: false, issues: fieldIssues(parsed.error.issues) };
}
