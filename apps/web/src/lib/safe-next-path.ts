// Where to go after signing in: only a path on this site, never another origin
// ("//evil.example", "/\\evil.example" and "https://…" all fall back).
export function safeNextPath(next: string | null, fallback = "/dashboard"): string {
  if (!next?.startsWith("/")) return fallback;
  if (next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a path with control characters is refused.
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  if (next.startsWith("/login")) return fallback;
  return next;
}

export function loginPathFor(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
