import { hashPassword } from "@loupe/server/auth/password";
import type { Database } from "@loupe/server/db/client";
import { administrators } from "@loupe/server/db/schema";
import { uuidv7 } from "uuidv7";

const firstNames = ["Maya", "Daniel", "Priya", "Luis", "Hannah", "Tomas", "Grace", "Omar", "Lena", "Yuki"];
const lastNames = [
  "Goldberg",
  "Cohen",
  "Raman",
  "Ortega",
  "Weiss",
  "Varga",
  "Hopper",
  "Haddad",
  "Berg",
  "Sato",
];

// Bulk rows with one shared hash: hashing each at OWASP cost would take minutes and is not what
// the benchmark measures.
export const benchCredentials = { email: "bench@bench.loupe", password: "benchmark password" };

export async function seedAdministrators(db: Database, total: number): Promise<void> {
  const passwordHash = await hashPassword(benchCredentials.password);
  await db.insert(administrators).values({
    id: uuidv7(),
    fullName: "Bench Runner",
    email: benchCredentials.email,
    passwordHash,
    permissions: ["super_admin"],
  });
  for (let start = 0; start < total; start += 500) {
    const rows = Array.from({ length: Math.min(500, total - start) }, (_, offset) => {
      const index = start + offset;
      const first = firstNames[index % firstNames.length];
      const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length];
      return {
        id: uuidv7(),
        fullName: `${first} ${last} ${index}`,
        email: `staff${index}@bench.loupe`,
        phone: `212555${String(index % 10_000).padStart(4, "0")}`,
        passwordHash,
        permissions: [] as string[],
      };
    });
    await db.insert(administrators).values(rows);
  }
}
