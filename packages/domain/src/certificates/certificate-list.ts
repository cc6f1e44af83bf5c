// What every certificate list (diamonds spec 000 §2, jewelry spec 001 §2.2) sorts by, stated once
// so the lists stay one kit (issue #21): when it was created, its certificate number, its template.
// Newest first unless the user picks another.
export const certificateSortFields = ["created", "certificateNumber", "template"] as const;
export type CertificateSortField = (typeof certificateSortFields)[number];

export const certificateDefaultSort = { field: "created", direction: "desc" } as const;
