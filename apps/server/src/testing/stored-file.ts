import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { storedFiles } from "../db/files-schema";
import type { TestContext } from "./test-app";

// A stored file as an upload leaves it (bytes in storage, a row naming them); its id.
export async function storeTestFile(
  context: TestContext,
  name: string,
  contentType: string,
): Promise<string> {
  const id = uuidv7();
  const content = Buffer.from(`<script>alert(1)</script> ${name}`);
  await context.services.storage.put(`uploads/${id}`, content);
  await context.database.db
    .insert(storedFiles)
    .values({ id, storageKey: `uploads/${id}`, name, contentType, size: content.length });
  return id;
}

// A stored file's row only, for tests that list or refer to it and never read its bytes; its id.
export async function insertStoredFile(
  db: Executor,
  name: string,
  contentType: string,
  size = 1000,
): Promise<string> {
  const id = uuidv7();
  await db.insert(storedFiles).values({ id, storageKey: `test/${id}`, name, contentType, size });
  return id;
}

// What is left of a file storeTestFile stored: its row, its bytes.
export async function storedFileLeft(
  context: TestContext,
  id: string,
): Promise<{ row: boolean; bytes: boolean }> {
  const rows = await context.database.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return { row: rows.length > 0, bytes: (await context.services.storage.stat(`uploads/${id}`)) !== null };
}
