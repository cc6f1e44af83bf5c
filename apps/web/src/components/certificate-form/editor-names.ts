import type { CertificateType } from "@loupe/domain/certificates/certificate-type";

// How each certificate editor names itself: its title's word, a new record's title, its list (and
// the list's path), and the record in its messages' sentences.
export const editorNames = {
  diamond: {
    title: "Diamond",
    newTitle: "Add Diamond",
    list: "Diamonds",
    listPath: "/diamond",
    record: "diamond",
  },
  jewelry: {
    title: "Jewelry",
    newTitle: "New Jewelry Certificate",
    list: "Jewelry",
    listPath: "/jewelry",
    record: "certificate",
  },
} as const satisfies Record<
  CertificateType,
  { title: string; newTitle: string; list: string; listPath: string; record: string }
>;
