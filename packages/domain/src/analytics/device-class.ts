// The kind of device a public certificate was viewed on, told from its User-Agent header. Analytics
// counts views per class; crawlers and link-preview fetchers are kept apart as "bot".

export const deviceClasses = ["mobile", "tablet", "desktop", "bot", "unknown"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

// Crawlers, link previews (chat apps unfurl the QR link), monitors, scripts and headless browsers.
const botPattern = new RegExp(
  [
    // "(?<!cu)": CUBOT is a phone maker.
    "(?<!cu)bot\\b",
    "bot/",
    "crawl",
    "spider",
    "slurp",
    "scrape",
    "facebookexternalhit",
    "facebookcatalog",
    "meta-externalagent",
    "^whatsapp/",
    "embedly",
    "bingpreview",
    "skypeuripreview",
    "google-inspectiontool",
    "googleother",
    "apis-google",
    "mediapartners-google",
    "feedfetcher",
    "headlesschrome",
    "phantomjs",
    "lighthouse",
    "pingdom",
    "uptime",
    "monitor",
    "^curl/",
    "^wget/",
    "python-",
    "^python",
    "go-http-client",
    "okhttp",
    "^java/",
    "^axios/",
    "node-fetch",
    "^undici",
    "postmanruntime",
    "httpclient",
    "libwww",
  ].join("|"),
  "i",
);
const tabletPattern = /ipad|tablet|playbook|silk\/|kindle|kfapwi|\bnexus (7|9|10)\b|sm-t\d/i;
const mobilePattern = /mobi|iphone|ipod|android|windows phone|iemobile|blackberry|bb10|opera mini|webos/i;
const desktopPattern = /windows nt|macintosh|mac os x|x11|linux|cros|mozilla\//i;

export function classifyDevice(userAgent: string | null | undefined): DeviceClass {
  const agent = (userAgent ?? "").trim();
  if (!agent) return "unknown";
  if (botPattern.test(agent)) return "bot";
  if (tabletPattern.test(agent)) return "tablet";
  // Android tablets drop "Mobile" from their User-Agent; Android phones keep it.
  if (/android/i.test(agent) && !/mobile/i.test(agent)) return "tablet";
  if (mobilePattern.test(agent)) return "mobile";
  if (desktopPattern.test(agent)) return "desktop";
  return "unknown";
}
