import type { AnalyticsAnswer } from "@loupe/domain/analytics/analytics-api";
import { roundedPercentages } from "./pie-percentages";

export type DeviceFigure = {
  device: string;
  views: number;
  clicks: number;
  // Whole percentages of the views, adding up to 100.
  viewsShare: number;
  color: string;
};

// The spec's devices (002 §3: Android, iOS, Desktop) in its order, then 'Other' (another phone
// system or an unrecognised browser, counted in the totals: decision 0025) when it has any view or
// click, so every chart and the table add up to the totals.
const devices = [
  { key: "android", device: "Android", color: "teal.6" },
  { key: "ios", device: "iOS", color: "indigo.6" },
  { key: "desktop", device: "Desktop", color: "orange.6" },
  { key: "other", device: "Other", color: "gray.6" },
] as const;

// The devices the charts show for these figures.
export function shownDevices(answer: Pick<AnalyticsAnswer, "devices">) {
  return devices.filter(
    ({ key }) =>
      key !== "other" ||
      answer.devices.other.certificateViews > 0 ||
      answer.devices.other.clicksToCompanySite > 0,
  );
}

export function deviceFigures(answer: Pick<AnalyticsAnswer, "devices">): DeviceFigure[] {
  const shown = shownDevices(answer);
  const shares = roundedPercentages(shown.map(({ key }) => answer.devices[key].certificateViews));
  return shown.map(({ key, device, color }, index) => ({
    device,
    views: answer.devices[key].certificateViews,
    clicks: answer.devices[key].clicksToCompanySite,
    viewsShare: shares[index] ?? 0,
    color,
  }));
}
