import type { CompanyKind } from "@loupe/domain/companies";
import { IconBuildingStore, IconUsers } from "@tabler/icons-react";
import type { RouteObject } from "react-router";
import type { Feature } from "../../app/feature";

// Keys: going from a client's screen to the same customer screen starts afresh.
function companyRoutes(kind: CompanyKind, base: string, reportPaths: string[]): RouteObject[] {
  return [
    {
      path: base,
      lazy: async () => {
        const { CompaniesPage } = await import("./companies-page");
        return { element: <CompaniesPage key={kind} kind={kind} /> };
      },
    },
    {
      path: `${base}/:id`,
      lazy: async () => {
        const { CompanyFormPage } = await import("./company-form-page");
        return { element: <CompanyFormPage key={kind} kind={kind} /> };
      },
    },
    ...reportPaths.map((path) => ({
      path,
      lazy: async () => {
        const { CompanyReportPage } = await import("./company-report-page");
        return { element: <CompanyReportPage key={kind} kind={kind} /> };
      },
    })),
  ];
}

export const companiesFeature: Feature = {
  routes: [
    ...companyRoutes("client", "/clients", [
      "/clients/profile/:id",
      "/companies/profile/:id",
      "/company/:id",
    ]),
    ...companyRoutes("customer", "/customers", ["/customers/profile/:id"]),
  ],
  menu: [
    {
      slot: "clients",
      label: "Clients",
      to: "/clients",
      icon: IconBuildingStore,
      activePrefixes: ["/companies", "/company"],
    },
    { slot: "customers", label: "Customers", to: "/customers", icon: IconUsers },
  ],
};
