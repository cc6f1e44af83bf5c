import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { RecordLoader } from "../../../components/record-loader";
import { qrListQuery } from "../api";
import { QrListEditor } from "./qr-list-editor";

// /digital-cert-qr/new and /digital-cert-qr/:id (spec 002 §2 'QR list editor').
export function QrListEditorPage() {
  const { id = "new" } = useParams();
  if (id === "new") return <QrListEditor key="new" saved={null} />;
  return <SavedList key={id} id={id} />;
}

function SavedList({ id }: { id: string }) {
  const query = useQuery(qrListQuery(id));
  return <RecordLoader query={query}>{(list) => <QrListEditor saved={list} />}</RecordLoader>;
}
