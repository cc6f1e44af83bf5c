import fs from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { ERRORS, Upload } from "@tus/server";

// What the server writes into an upload's tus metadata; a client's own keys of these names are
// dropped at creation (tus-server.ts), so only the server sets them.
export const ownerKey = "loupeOwner";
export const storedFileKey = "loupeFileId";

export const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The tus file store of video uploads: each upload is a file `<id>` with its record `<id>.json` in
// one directory. A finished upload's bytes move into Storage (finish-upload.ts); its record stays,
// marked with the stored file's id, so a client whose last answer was lost learns from a HEAD that
// it is complete (and which file it became) instead of sending it again. Records expire like
// unfinished uploads (removeExpiredUploads).
export class VideoUploadStore extends FileStore {
  constructor(
    readonly uploadDirectory: string,
    expirationPeriodInMilliseconds: number,
  ) {
    super({ directory: uploadDirectory, expirationPeriodInMilliseconds });
  }

  // The upload's record, or undefined when there is none (never created, removed or expired).
  async record(id: string): Promise<Upload | undefined> {
    const stored = (await this.configstore.get(id)) as Upload | undefined;
    return stored ? new Upload(stored) : undefined;
  }

  override async getUpload(id: string): Promise<Upload> {
    const record = await this.record(id);
    if (record?.metadata?.[storedFileKey]) return new Upload({ ...record, offset: record.size ?? 0 });
    return super.getUpload(id);
  }

  override async remove(id: string): Promise<void> {
    const record = await this.record(id);
    if (record?.metadata?.[storedFileKey]) {
      await this.configstore.delete(id);
      return;
    }
    await super.remove(id);
  }

  // Where the upload's bytes are while it is unfinished. Ids are the server's own uuids.
  bytesPath(id: string): string {
    if (!uploadIdPattern.test(id)) throw ERRORS.FILE_NOT_FOUND;
    return path.join(this.uploadDirectory, id);
  }

  // The bytes are in Storage as `fileId`: the record says so first, then the tus copy goes (a
  // crash between the two leaves bytes that expire with the record).
  async markStored(id: string, fileId: string): Promise<void> {
    const record = await this.record(id);
    if (!record) return;
    record.metadata = { ...record.metadata, [storedFileKey]: fileId };
    await this.configstore.set(id, record);
    await fs.rm(this.bytesPath(id), { force: true });
  }

  // Forgets an upload whatever state it is in (a refused finish): its bytes and its record.
  async discard(id: string): Promise<void> {
    await fs.rm(this.bytesPath(id), { force: true });
    await fs.rm(`${this.bytesPath(id)}.json`, { force: true });
  }
}

// Removes every upload (finished or not) whose record was created longer ago than `expiryMs`
// before `now`, and bytes with no record at all once as old (left by a crash during creation).
// Answers how many uploads were removed. The housekeeping calls it hourly.
export async function removeExpiredUploads(directory: string, expiryMs: number, now: Date): Promise<number> {
  const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const cutoff = now.getTime() - expiryMs;
  const records = new Set(names.filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5)));
  let removed = 0;
  for (const id of records) {
    const file = path.join(directory, `${id}.json`);
    const text = await fs.readFile(file, "utf8").catch(() => null);
    if (text === null) continue;
    let created = Number.NaN;
    try {
      created = Date.parse((JSON.parse(text) as { creation_date?: string }).creation_date ?? "");
    } catch {
      // An unreadable record is judged by its file's age below.
    }
    if (Number.isNaN(created)) created = (await fs.stat(file)).mtimeMs;
    if (created >= cutoff) continue;
    await fs.rm(path.join(directory, id), { force: true });
    await fs.rm(file, { force: true });
    removed++;
  }
  for (const name of names) {
    if (name.endsWith(".json") || records.has(name)) continue;
    const file = path.join(directory, name);
    const stats = await fs.stat(file).catch(() => null);
    if (!stats?.isFile() || stats.mtimeMs >= cutoff) continue;
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}
