import { classifyDevice } from "./device-class";

// The device an analytics figure is counted under (spec 002 §3: devices Android, iOS, Desktop),
// told from the User-Agent. A User-Agent naming none of them (another phone system, an unknown
// tool) is 'other': counted in the totals, shown apart. Crawlers and link previews are no
// platform at all: they are recorded as events but never counted (null).
export const analyticsPlatforms = ["android", "ios", "desktop", "other"] as const;
export type AnalyticsPlatform = (typeof analyticsPlatforms)[number];

export const analyticsPlatformLabels = {
  android: "Android",
  ios: "iOS",
  desktop: "Desktop",
  other: "Other",
} as const satisfies Record<AnalyticsPlatform, string>;

// iPadOS 13+ in its default desktop mode says "Macintosh" and cannot be told from a Mac here.
const iosPattern = /\b(iphone|ipad|ipod)\b|\bios\b|cfnetwork\/.*darwin/i;
// Windows Phone's User-Agent also says "Android"; it is no Android device.
const androidPattern = /android/i;
const otherMobilePattern = /windows phone|iemobile|blackberry|bb10|kaios|webos|tizen|symbian/i;

export function classifyPlatform(userAgent: string | null | undefined): AnalyticsPlatform | null {
  const device = classifyDevice(userAgent);
  if (device === "bot") return null;
  if (device === "unknown") return "other";
  const agent = userAgent ?? "";
  if (otherMobilePattern.test(agent)) return "other";
  if (iosPattern.test(agent)) return "ios";
  if (androidPattern.test(agent)) return "android";
  return device === "desktop" ? "desktop" : "other";
}
