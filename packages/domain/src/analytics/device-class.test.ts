import { describe, expect, it } from "vitest";
import { countryFromHeaders, normalizeCountryCode } from "./country-code";
import { classifyDevice, type DeviceClass } from "./device-class";

const agents: Record<DeviceClass, string[]> = {
  bot: [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
    "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "WhatsApp/2.23.20.0 A",
    "TelegramBot (like TwitterBot)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
    "curl/8.5.0",
    "Wget/1.21.4",
    "python-requests/2.31.0",
    "Go-http-client/1.1",
    "Baiduspider+(+http://www.baidu.com/search/spider.htm)",
  ],
  tablet: [
    "Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Android 14; Tablet; rv:121.0) Gecko/121.0 Firefox/121.0",
    "Mozilla/5.0 (Linux; Android 11; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.2.1 like Chrome/120.0.0.0 Safari/537.36",
  ],
  mobile: [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.39.109]",
    "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977",
  ],
  desktop: [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
    "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  ],
  unknown: ["", "   ", "SomeInternalTool 1.0"],
};

describe("classifyDevice", () => {
  for (const [expected, list] of Object.entries(agents)) {
    it.each(list)(`classifies as ${expected}: %s`, (agent) => {
      expect(classifyDevice(agent)).toBe(expected);
    });
  }

  it("treats a missing header as unknown", () => {
    expect(classifyDevice(undefined)).toBe("unknown");
    expect(classifyDevice(null)).toBe("unknown");
  });
});

describe("country codes", () => {
  it("accepts two letters, upper-cased, and refuses unknown or invalid codes", () => {
    expect(normalizeCountryCode("us")).toBe("US");
    expect(normalizeCountryCode(" IL ")).toBe("IL");
    for (const bad of ["XX", "xx", "T1", "USA", "1", "", undefined, null]) {
      expect(normalizeCountryCode(bad)).toBeNull();
    }
  });

  it("reads only the trusted headers, in their order", () => {
    const trusted = ["cf-ipcountry", "x-country-code"];
    expect(countryFromHeaders({ "cf-ipcountry": "DE", "x-country-code": "FR" }, trusted)).toBe("DE");
    expect(countryFromHeaders({ "cf-ipcountry": "XX", "x-country-code": "fr" }, trusted)).toBe("FR");
    expect(countryFromHeaders({ "x-country-code": ["BE", "NL"] }, trusted)).toBe("BE");
    expect(countryFromHeaders({}, trusted)).toBeNull();
    expect(countryFromHeaders({ "cf-ipcountry": "DE" }, ["X-Country-Code"])).toBeNull();
  });

  it("knows no country when no header is trusted (a visitor can send any header)", () => {
    expect(countryFromHeaders({ "cf-ipcountry": "DE", "x-country-code": "FR" }, [])).toBeNull();
  });
});
