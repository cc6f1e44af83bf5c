import { describeAreaRoutes } from "../../testing/area-routes";

// Clients and customers (domain companies.ts), and the portal invitation's pages outside /api.
describeAreaRoutes("companies", [
  ...["clients", "customers"].flatMap((kind) => [
    `GET /api/${kind}`,
    `GET /api/${kind}/:id`,
    `GET /api/${kind}/:id/skus`,
    `GET /api/${kind}/:id/skus.xlsx`,
    `POST /api/${kind}`,
    `PUT /api/${kind}/:id`,
    `DELETE /api/${kind}/:id`,
    `POST /api/${kind}/:id/invitation`,
    `PUT /api/${kind}/:id/portal-credentials`,
  ]),
  "GET /api/companies/options",
  "GET /portal/verify",
  "GET /portal/register",
]);
