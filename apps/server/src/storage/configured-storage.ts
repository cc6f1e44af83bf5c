import path from "node:path";
import type { Config } from "../config";
import { createDiskStorage } from "./disk-storage";
import type { Storage } from "./storage";

// The Storage the configuration names: the disk under $LOUPE_DATA_DIR/files (or `directory`).
// The server, the backup and the restore all open it here.
export function openConfiguredStorage(config: Config, directory?: string): Storage {
  return createDiskStorage(directory ?? path.join(config.LOUPE_DATA_DIR, "files"));
}
