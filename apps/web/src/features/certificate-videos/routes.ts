import { IconVideo } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /digital-certificates (spec 002 §2 'Digital certificate videos table') and its upload and edit
// screen /digital-certificates/:id ('new' for a new one).
export const certificateVideosFeature: Feature = {
  routes: [
    {
      path: "/digital-certificates",
      lazy: async () => ({ Component: (await import("./certificate-videos-page")).CertificateVideosPage }),
    },
    {
      path: "/digital-certificates/:id",
      lazy: async () => ({ Component: (await import("./editor/video-editor-page")).VideoEditorPage }),
    },
  ],
  prefetch: {
    "/digital-certificates": async (queryClient, url) =>
      (await import("./prefetch-certificate-videos")).prefetchCertificateVideoList(queryClient, url),
  },
  menu: [
    {
      slot: "certificate-videos",
      label: "Digital Certificate Videos",
      to: "/digital-certificates",
      icon: IconVideo,
    },
  ],
};
