import { z } from "zod";
import { administratorList } from "./administrator-list";
import { emailSchema, passwordSchema, permissionSchema } from "./auth";
import { listQuerySchema } from "./list-query-schema";
import { pageSchema } from "./paging";
import { permissions } from "./permissions";
import { skuRowSchema } from "./skus";

const fullNameSchema = z.string().trim().min(1, "Full Name is required").max(120);
// Stored as the digits the mask shows; empty is allowed (phone is the one optional field).
const phoneSchema = z
  .string()
  .trim()
  .max(20)
  .refine((value) => value === "" || value.replace(/\D/g, "").length === 10, "Phone must have 10 digits");

export const administratorSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  permissions: z.array(permissionSchema),
  // Spec 001 §3.2: the list highlights an administrator who needs approval.
  needsApproval: z.boolean(),
  posts: z.number().int(),
  created: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});

export const administratorCreateSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema.default(""),
  password: passwordSchema,
  permissions: z.array(permissionSchema).max(permissions.length).default(["super_admin"]),
  needsApproval: z.boolean().default(false),
});

export const administratorUpdateSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema.default(""),
  permissions: z.array(permissionSchema).max(permissions.length),
  // Absent leaves it as it is.
  needsApproval: z.boolean().optional(),
  version: z.number().int().min(1),
});

export const administratorListQuerySchema = listQuerySchema(administratorList).extend({
  search: z.string().trim().max(120).optional(),
});

export const administratorPageSchema = pageSchema(administratorSchema);

// One row of the administrator's SKU list (spec 002 'Administrator SKU list').
export const administratorSkuSchema = skuRowSchema;

export const administratorDetailSchema = administratorSchema.extend({
  totalVideoPosts: z.number().int(),
});

export const administratorSkuPageSchema = pageSchema(administratorSkuSchema);

export type Administrator = z.infer<typeof administratorSchema>;
export type AdministratorCreate = z.infer<typeof administratorCreateSchema>;
export type AdministratorUpdate = z.infer<typeof administratorUpdateSchema>;
export type AdministratorDetail = z.infer<typeof administratorDetailSchema>;
export type AdministratorSku = z.infer<typeof administratorSkuSchema>;

// The administrator form's required fields (spec 001 §5.3): all but phone; password on create.
export function missingAdministratorFields(
  values: { fullName: string; email: string; password?: string },
  mode: "create" | "edit",
): string[] {
  const missing: string[] = [];
  if (values.fullName.trim() === "") missing.push("Full Name");
  if (values.email.trim() === "") missing.push("Email Address");
  if (mode === "create" && (values.password ?? "") === "") missing.push("Password");
  return missing;
}
