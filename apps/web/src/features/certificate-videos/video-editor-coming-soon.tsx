import { ComingSoonPage } from "../../components/coming-soon-page";

// The upload and edit screen, until it is built.
export function VideoEditorComingSoon() {
  return <ComingSoonPage title="Digital Certificate Video" path="/digital-certificates/:id" />;
}
