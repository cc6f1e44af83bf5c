import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from "react-router";
import { ComingSoonPage } from "../components/coming-soon-page";
import { NotFound } from "../components/not-found";
import { AdministratorDetailPage } from "../features/administrators/administrator-detail-page";
import { AdministratorsPage } from "../features/administrators/administrators-page";
import { ForgotPasswordPage } from "../features/auth/forgot-password-page";
import { LoginPage } from "../features/auth/login-page";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { CompaniesPage } from "../features/companies/companies-page";
import { CompanyFormPage } from "../features/companies/company-form-page";
import { CompanyReportPage } from "../features/companies/company-report-page";
import { DiamondFormPage } from "../features/diamonds/diamond-form-page";
import { DiamondsPage } from "../features/diamonds/diamonds-page";
import { comingSoonRoutes } from "./coming-soon-routes";
import { RequirePermission, RequireSession } from "./require-session";
import { RouteError } from "./route-error";
import { AppLayout } from "./shell/app-layout";

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        { path: "/login", element: <LoginPage /> },
        { path: "/login/:bypassCode", element: <LoginPage /> },
        { path: "/forgot-password", element: <ForgotPasswordPage /> },
        { path: "/reset-password", element: <ResetPasswordPage /> },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppLayout />,
              errorElement: <RouteError />,
              children: [
                { path: "/", element: <Navigate to="/dashboard" replace /> },
                ...comingSoonRoutes.map(({ path, title }) => ({
                  path,
                  element: <ComingSoonPage key={path} title={title} />,
                })),
                // Keys: going from a client's screen to the same customer screen starts afresh.
                { path: "/diamond", element: <DiamondsPage /> },
                { path: "/diamond/:id", element: <DiamondFormPage /> },
                { path: "/clients", element: <CompaniesPage key="client" kind="client" /> },
                { path: "/clients/:id", element: <CompanyFormPage key="client" kind="client" /> },
                ...["/clients/profile/:id", "/companies/profile/:id", "/company/:id"].map((path) => ({
                  path,
                  element: <CompanyReportPage key="client" kind="client" />,
                })),
                { path: "/customers", element: <CompaniesPage key="customer" kind="customer" /> },
                { path: "/customers/:id", element: <CompanyFormPage key="customer" kind="customer" /> },
                {
                  path: "/customers/profile/:id",
                  element: <CompanyReportPage key="customer" kind="customer" />,
                },
                { path: "/user", element: <AdministratorsPage /> },
                { path: "/user/:id", element: <AdministratorDetailPage /> },
                {
                  element: <RequirePermission permission="view_activity_log" />,
                  children: [{ path: "/logs", element: <ComingSoonPage title="Activity Log" /> }],
                },
                { path: "*", element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
