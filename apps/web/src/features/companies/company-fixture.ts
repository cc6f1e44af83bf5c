import type { Company } from "@loupe/domain/companies";

// A stored company for the tests of this feature.
export function companyFixture(changes: Partial<Company> = {}): Company {
  return {
    id: "c1",
    kind: "client",
    name: "Aurora Jewelers",
    representativeName: "Rita Rep",
    email: "rita@aurora.test",
    phone: "5551234567",
    logo: null,
    backgroundImage: null,
    pinned: false,
    barcodeDashes: false,
    website: "",
    adPortalAccess: false,
    portalStatus: "not_invited",
    portalEmail: null,
    invitationSentAt: null,
    emailVerifiedAt: null,
    totalSkus: 0,
    created: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    version: 3,
    ...changes,
  };
}
