import { type CertificateType, certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { ReactNode } from "react";
import { BackLink } from "../back-link";
import { PageHeader } from "../page-header";
import { CertificateEditorDialogs } from "./certificate-editor-dialogs";
import { editorNames } from "./editor-names";
import type { CertificateEditor } from "./use-certificate-editor";

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
  const { title, newTitle, list, record } = editorNames[type];
  return (
    <>
      <PageHeader
        title={editor.record ? `${title} ${certificateLabel(editor.record)}`.trim() : newTitle}
        above={<BackLink to={editor.returnPath}>{list}</BackLink>}
      />
      {children}
      <CertificateEditorDialogs editor={editor} record={record} onReload={onReload} />
    </>
  );
}
