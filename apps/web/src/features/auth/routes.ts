import type { Feature } from "../../app/feature";

const loginPage = async () => ({ Component: (await import("./login-page")).LoginPage });

export const authFeature: Feature = {
  publicRoutes: [
    { path: "/login", lazy: loginPage },
    { path: "/login/:bypassCode", lazy: loginPage },
    {
      path: "/forgot-password",
      lazy: async () => ({ Component: (await import("./forgot-password-page")).ForgotPasswordPage }),
    },
    {
      path: "/reset-password",
      lazy: async () => ({ Component: (await import("./reset-password-page")).ResetPasswordPage }),
    },
  ],
};
