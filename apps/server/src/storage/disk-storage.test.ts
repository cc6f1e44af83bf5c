import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storageContract } from "../testing/storage-contract";
import { createDiskStorage } from "./disk-storage";

// Every file and folder under `directory`, dot-named ones included, as paths relative to it.
async function everything(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

// The store's root sits in a folder of its own, so a write that escaped it would show beside it.
async function makeDiskStorage() {
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-storage-"));
  const root = path.join(parent, "files");
  const storage = createDiskStorage(root);
  return {
    storage,
    // Files under the root that no key names (unfinished writes), and anything beside the root.
    leftovers: async () => {
      const objects = new Set<string>();
      for await (const key of storage.list("")) objects.add(path.join(...key.split("/")));
      const outside = (await fs.readdir(parent)).filter((name) => name !== "files");
      const inside = await everything(root).catch(() => []);
      return [...outside, ...inside.filter((file) => !objects.has(file))];
    },
    dispose: () => fs.rm(parent, { recursive: true, force: true }),
  };
}

storageContract("disk", makeDiskStorage);

describe("disk storage", () => {
  let parent: string;
  beforeEach(async () => {
    parent = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-storage-"));
  });
  afterEach(async () => {
    await fs.rm(parent, { recursive: true, force: true });
  });

  it("keeps each object as a file under its key's folders", async () => {
    const storage = createDiskStorage(path.join(parent, "files"));
    await storage.put("uploads/0193/0193-abc", Buffer.from("bytes"));
    expect(await fs.readFile(path.join(parent, "files", "uploads", "0193", "0193-abc"), "utf8")).toBe(
      "bytes",
    );
    expect(await everything(parent)).toEqual([path.join("files", "uploads", "0193", "0193-abc")]);
  });

  it("does not list a file left in the unfinished writes' folder, nor one under a dot-named folder", async () => {
    const root = path.join(parent, "files");
    const storage = createDiskStorage(root);
    await storage.put("kept", Buffer.from("x"));
    await fs.mkdir(path.join(root, ".incoming"), { recursive: true });
    await fs.writeFile(path.join(root, ".incoming", "crashed-write"), "half");
    await fs.mkdir(path.join(root, "folder", ".cache"), { recursive: true });
    await fs.writeFile(path.join(root, "folder", ".cache", "x"), "x");
    const keys: string[] = [];
    for await (const key of storage.list("")) keys.push(key);
    expect(keys).toEqual(["kept"]);
  });

  it("refuses to write over a folder, leaving nothing behind", async () => {
    const root = path.join(parent, "files");
    const storage = createDiskStorage(root);
    await storage.put("videos/a", Buffer.from("a"));
    await expect(storage.put("videos", Buffer.from("b"))).rejects.toThrow();
    expect(await everything(root)).toEqual([path.join("videos", "a")]);
  });
});
