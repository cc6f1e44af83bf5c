// The id of the build the server has now; null when it cannot be read (offline, dev server restart).
export async function fetchBuildId(): Promise<string | null> {
  try {
    const response = await fetch("/build.json", { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "buildId" in body && typeof body.buildId === "string") {
      return body.buildId;
    }
    return null;
  } catch {
    return null;
  }
}
