import { type CertificateType, certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { ReactNode } from "react";
import { BackLink } from "../back-link";
import { PageHeader } from "../page-header";
import { CertificateEditorDialogs } from "./certificate-editor-dialogs";
import type { CertificateEditor } from "./use-certificate-editor";

// How each editor names itself: its title's word, a new record's title, its list, and the record in
// the dialogs' sentences.
const names = {
  diamond: { title: "Diamond", newTitle: "Add Diamond", list: "Diamonds", record: "diamond" },
  jewelry: { title: "Jewelry", newTitle: "New Jewelry Certificate", list: "Jewelry", record: "certificate" },
} as const satisfies Record<
  CertificateType,
  { title: string; newTitle: string; list: string; record: string }
>;

// A certificate editor page: its title with the way back to the list, the form (`children`), and
// the dialogs every editor has.
export function CertificateEditorFrame({
  type,
  editor,
  onReload,
  children,
}: {
  type: CertificateType;
  editor: CertificateEditor;
  onReload: () => void;
  children: ReactNode;
}) {
  const { title, newTitle, list, record } = names[type];
  return (
    <>
      <PageHeader
        title={editor.record ? `${title} ${certificateLabel(editor.record)}`.trim() : newTitle}
        above={<BackLink to={editor.returnPath}>{list}</BackLink>}
      />
      {children}
      <CertificateEditorDialogs
        editor={editor}
        record={record}
        listLabel={`Back to ${list.toLowerCase()}`}
        onReload={onReload}
      />
    </>
  );
}
