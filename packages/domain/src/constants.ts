// Business constants of spec 000 §9, 001 §9 and 002 §9.

export const notificationAutoCloseMs = 2500;
export const snackbarMs = 5000;
export const textLimitMessageMs = 1500;
export const updatePromptRepeatMs = 300_000;
export const updateCheckIntervalMs = 60_000;
export const passwordResetRedirectMs = 5000;
export const linkOpenGuardMs = 4000;
export const uploadLoaderDelayMs = 500;
export const descriptionMaxLength = 300;
export const maxCenterStones = 2;
export const sidebarExpandedWidth = 280;
export const sidebarCollapsedWidth = 120;
export const videoExtension = ".mp4";

export const phonePreview = {
  width: 428,
  height: 926,
  bezelTop: 28,
  bezelBottom: 34,
  bezelSide: 16,
  viewportPadding: 24,
  maxScale: 1,
} as const;

export const pageSizes = {
  administrators: { options: [5, 10, 25, 50], default: 5 },
  diamonds: { options: [50, 100, 250, 500], default: 50 },
  jewelry: { options: [50, 100, 250, 500], default: 50 },
  skuLists: { options: [5, 10, 25, 50], default: 5 },
  companies: { options: [100, 200, 500], default: 100 },
  billing: { options: [250, 500, 1000], default: 250 },
  shipping: { options: [50, 100, 250, 500], default: 50 },
  imperfections: { options: [250, 500, 1000], default: 250 },
  digitalCertificates: { options: [50, 100, 250, 500], default: 100 },
  dashboardOrders: { options: [50, 100, 500], default: 50 },
  dashboardItems: { options: [250, 500, 1000], default: 250 },
} as const;

export const maxPageSize = 1000;
