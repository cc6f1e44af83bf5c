import { IconQrcode } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /digital-cert-qr (spec 002 §2 'QR lists table'), its editor /digital-cert-qr/:id ('new' for a new
// list), and the print page of one or two lists' QR codes, without the shell.
export const qrListsFeature: Feature = {
  routes: [
    {
      path: "/digital-cert-qr",
      lazy: async () => ({ Component: (await import("./qr-lists-page")).QrListsPage }),
    },
    {
      path: "/digital-cert-qr/:id",
      lazy: async () => ({ Component: (await import("./editor/qr-list-editor-page")).QrListEditorPage }),
    },
  ],
  printRoutes: [
    {
      path: "/digital-cert-qr-print",
      lazy: async () => ({ Component: (await import("./print/qr-print-page")).QrPrintPage }),
    },
  ],
  prefetch: {
    "/digital-cert-qr": async (queryClient, url) =>
      (await import("./prefetch-qr-lists")).prefetchQrListList(queryClient, url),
  },
  menu: [{ slot: "qr-lists", label: "Certificates QR Code", to: "/digital-cert-qr", icon: IconQrcode }],
};
