import { uuidv7 } from "uuidv7";
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
