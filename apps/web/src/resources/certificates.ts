import type { CertificateType } from "@loupe/domain/certificates/certificate-type";

// The query keys of a certificate type's records (lib/certificate-api.ts builds its calls on them):
// here so another area's write can mark them stale (connecting an imperfection map changes a
// diamond's row) without loading the certificate code.
const areas = { diamond: "diamonds", jewelry: "jewelry" } as const satisfies Record<CertificateType, string>;

export const certificatePaths = (type: CertificateType) => ({ base: `/api/${areas[type]}` });

export function certificateKeys(type: CertificateType) {
  const area = areas[type];
  return {
    all: [area] as const,
    lists: [area, "list"] as const,
    list: (query: Record<string, string>) => [area, "list", query] as const,
    detail: (id: string) => [area, "detail", id] as const,
  };
}
