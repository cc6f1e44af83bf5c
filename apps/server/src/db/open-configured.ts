import path from "node:path";
import type { Config } from "../config";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "./client";
import { lockDataDirectory } from "./data-directory-lock";
import { migrateDatabase } from "./migrate";

// Opens the database the configuration names, migrated, holding the data-directory lock for
// the embedded one until close.
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.DATABASE_URL) {
    handle = openPostgres(config.DATABASE_URL);
  } else {
    const unlock = lockDataDirectory(config.LOUPE_DATA_DIR);
    try {
      const embedded = openPglite(await createPglite(path.join(config.LOUPE_DATA_DIR, "db")));
      handle = {
        ...embedded,
        close: async () => {
          await embedded.close();
          unlock();
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  await migrateDatabase(handle);
  return handle;
}
