// The viewer's country as a proxy or CDN reports it (Cloudflare's CF-IPCountry first, then a
// generic X-Country-Code). "XX" means unknown and "T1" is Tor: neither names a country.

const countryHeaders = ["cf-ipcountry", "x-country-code"] as const;

export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

export function countryFromHeaders(
  headers: Readonly<Record<string, string | readonly string[] | undefined>>,
): string | null {
  for (const name of countryHeaders) {
    const raw = headers[name];
    const code = normalizeCountryCode(typeof raw === "string" ? raw : raw?.[0]);
    if (code) return code;
  }
  return null;
}
