import { z } from "zod";

// What a backup archive holds (one gzip tar): the database dump, every stored file under
// files/<key>, and this manifest last, naming them with their sizes and checksums.
export const manifestEntry = "loupe-backup/manifest.json";
export const storedFileEntry = (key: string) => `loupe-backup/files/${key}`;
export const databaseEntry = {
  pglite: "loupe-backup/database/pglite-data.tar.gz",
  postgres: "loupe-backup/database/postgres.dump",
} as const;

export const backupManifestSchema = z.object({
  format: z.literal("loupe-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    driver: z.enum(["pglite", "postgres"]),
    // The migrations applied when the database was dumped.
    migrationLevel: z.number().int().min(0),
    // pg_dump's version, for a PostgreSQL dump: pg_restore must be as new.
    dumpedWith: z.string().optional(),
    size: z.number().int().min(0),
    sha256: z.string(),
  }),
  files: z.array(z.object({ key: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
