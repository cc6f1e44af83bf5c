import { administratorCreateSchema } from "@loupe/domain/administrators";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { hashPassword } from "../auth/password";
import { administrators } from "../db/accounts-schema";
import type { Database } from "../db/client";
import { createRecord } from "../db/create-record";

export async function createSuperAdministrator(
  db: Database,
  input: { email: string; fullName: string; phone: string; password: string },
) {
  const parsed = administratorCreateSchema.safeParse({
    ...input,
    permissions: ["super_admin", "view_activity_log", "edit_attributes", "view_billing"],
  });
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
  }
  const values = parsed.data;
  const passwordHash = await hashPassword(values.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.email, values.email));
    if (taken) throw new Error(`An administrator with the e-mail ${values.email} already exists.`);
    const id = uuidv7();
    await createRecord(
      tx,
      { id: null, fullName: "command line" },
      {
        table: administrators,
        values: { id, ...values, passwordHash },
        activity: () => ({
          action: "create",
          entityType: "administrator",
          entityId: id,
          subject: values.fullName,
          summary: `Super administrator ${values.fullName} created from the command line`,
        }),
      },
    );
    return { id, email: values.email, fullName: values.fullName };
  });
}
