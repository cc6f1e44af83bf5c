// Screens specified but not built yet: path and the screen's title (spec 001 §2.1, 002 §2).
export const comingSoonRoutes: Array<{ path: string; title: string }> = [
  { path: "/dashboard", title: "Dashboard" },
  { path: "/jewelry", title: "Jewelry" },
  { path: "/jewelry/:id", title: "Jewelry Details" },
  { path: "/imperfections", title: "Imperfections" },
  { path: "/imperfections/:id", title: "Imperfection Editor" },
  { path: "/pamphlet/:id", title: "Pamphlet" },
  { path: "/digital-certificates", title: "Digital Certificate Videos" },
  { path: "/digital-certificates/:id", title: "Digital Certificate Video" },
  { path: "/product-display-list", title: "Showcasing Videos" },
  { path: "/digital-cert-qr", title: "Certificates QR Code" },
  { path: "/digital-cert-qr/:id", title: "QR List" },
  { path: "/analytics", title: "Analytics" },
  { path: "/billing", title: "Certificate Cost Report" },
  { path: "/shipping-log", title: "Shipping Log" },
  { path: "/attributes", title: "Attributes" },
];
