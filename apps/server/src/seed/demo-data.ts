import { randomBytes } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { hashPassword } from "../auth/password";
import { administrators } from "../db/accounts-schema";
import { demoSeedLock } from "../db/advisory-locks";
import type { Database } from "../db/client";
import { companies } from "../modules/companies/schema";
import type { Storage } from "../storage/storage";
import { seedDemoAnalytics } from "./demo-analytics";
import { seedDemoDiamonds } from "./demo-diamonds";
import { seedDemoImperfections } from "./demo-imperfections";
import { seedDemoJewelry } from "./demo-jewelry";
import { seedDemoLab } from "./demo-lab";
import { seedDemoNewlyAdded } from "./demo-newly-added";
import { seedDemoProductVideos } from "./demo-product-videos";
import { seedDemoQrLists } from "./demo-qr-lists";
import { seedDemoVideos } from "./demo-videos";

export const demoSuperAdministratorEmail = "admin@loupe.demo";

const demoStaff = [
  ["Maya Goldberg", "maya.goldberg@loupe.demo", "2125550142"],
  ["Daniel Cohen", "daniel.cohen@loupe.demo", "2125550178"],
  ["Priya Raman", "priya.raman@loupe.demo", "6465550110"],
  ["Luis Ortega", "luis.ortega@loupe.demo", ""],
  ["Hannah Weiss", "hannah.weiss@loupe.demo", "9175550163"],
  ["Tomás Varga", "tomas.varga@loupe.demo", "7185550191"],
] as const;

const demoCompanies = [
  {
    kind: "client",
    name: "Aurora Fine Jewelry",
    website: "https://aurora-fine-jewelry.example",
    representativeName: "Nadia Flores",
    email: "orders@aurora.demo",
    phone: "2125550111",
    pinned: true,
  },
  {
    kind: "client",
    name: "Meridian Diamonds",
    website: "https://meridian-diamonds.example",
    representativeName: "Eli Brandt",
    email: "eli@meridian.demo",
    phone: "6465550122",
    pinned: true,
  },
  {
    kind: "client",
    name: "Northstar Gems",
    website: "https://northstar-gems.example",
    representativeName: "Ruth Okafor",
    email: "ruth@northstar.demo",
    phone: "",
    pinned: false,
  },
  {
    kind: "client",
    name: "Crescent & Co.",
    representativeName: "Sam Idris",
    email: "sam@crescent.demo",
    phone: "7185550133",
    pinned: false,
  },
  {
    kind: "customer",
    name: "Harbor Lane Boutique",
    representativeName: "",
    email: "",
    phone: "",
    pinned: false,
  },
  {
    kind: "customer",
    name: "Silverline Retail",
    representativeName: "",
    email: "",
    phone: "",
    pinned: false,
  },
] as const;

// Seeds an empty database so every screen has something to show (with `storage`, the lab's logo
// too). Returns the demo sign-in, whose password exists only here: it is printed once and never
// stored in clear.
export async function seedDemoData(
  db: Database,
  storage: Storage | null = null,
): Promise<{ email: string; password: string } | null> {
  const [existing] = await db.select({ total: count() }).from(administrators);
  if ((existing?.total ?? 0) > 0) return null;
  const password = randomBytes(9).toString("base64url");
  const staffPasswordHash = await hashPassword(randomBytes(18).toString("base64url"));
  const administratorId = uuidv7();
  const seeded = await db.transaction(async (tx) => {
    // Servers started together on one database: the first seeds, the others find it seeded.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${demoSeedLock.classId}, ${demoSeedLock.objectId})`);
    const [again] = await tx.select({ total: count() }).from(administrators);
    if ((again?.total ?? 0) > 0) return false;
    await tx.insert(administrators).values({
      id: administratorId,
      fullName: "Demo Administrator",
      email: demoSuperAdministratorEmail,
      phone: "2125550100",
      passwordHash: await hashPassword(password),
      permissions: ["super_admin", "view_activity_log", "edit_attributes", "view_billing"],
    });
    for (const [fullName, email, phone] of demoStaff) {
      await tx
        .insert(administrators)
        .values({ id: uuidv7(), fullName, email, phone, passwordHash: staffPasswordHash, permissions: [] });
    }
    const owners = { administratorId, clientIds: [] as string[], customerIds: [] as string[] };
    for (const company of demoCompanies) {
      const id = uuidv7();
      await tx.insert(companies).values({ id, ...company });
      (company.kind === "client" ? owners.clientIds : owners.customerIds).push(id);
    }
    await seedDemoLab(tx, storage, administratorId);
    await seedDemoDiamonds(tx, owners);
    await seedDemoJewelry(tx, owners);
    await seedDemoNewlyAdded(tx, owners);
    await seedDemoImperfections(tx, storage, administratorId);
    const videos = await seedDemoVideos(tx, storage, owners);
    await seedDemoQrLists(tx, videos, owners);
    await seedDemoProductVideos(tx, storage, administratorId);
    await seedDemoAnalytics(tx, owners.clientIds);
    return true;
  });
  return seeded ? { email: demoSuperAdministratorEmail, password } : null;
}
