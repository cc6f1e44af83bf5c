import { IconUserShield } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

export const administratorsFeature: Feature = {
  routes: [
    {
      path: "/user",
      lazy: async () => ({ Component: (await import("./administrators-page")).AdministratorsPage }),
    },
    {
      path: "/user/:id",
      lazy: async () => ({
        Component: (await import("./administrator-detail-page")).AdministratorDetailPage,
      }),
    },
  ],
  menu: [{ slot: "administrators", label: "Administrator", to: "/user", icon: IconUserShield }],
};
