// The viewer's country as a trusted proxy or CDN reports it, from the headers the operator names
// (the server's COUNTRY_HEADERS, e.g. Cloudflare's cf-ipcountry), first usable one wins; none
// named, none known. "XX" means unknown and "T1" is Tor: neither names a country.

export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1" ? code : null;
}

export function countryFromHeaders(
  headers: Readonly<Record<string, string | readonly string[] | undefined>>,
  trustedHeaders: readonly string[],
): string | null {
  for (const name of trustedHeaders) {
    const raw = headers[name.toLowerCase()];
    const code = normalizeCountryCode(typeof raw === "string" ? raw : raw?.[0]);
    if (code) return code;
  }
  return null;
}
