// The dashboard's keys (its reads are in features/dashboard/api.ts): its counts and newly added
// queue count and list certificates, so every certificate write marks them stale through these.

const all = ["dashboard"] as const;

export const dashboardKeys = {
  all,
  counts: [...all, "counts"] as const,
  newlyAddedLists: [...all, "newly-added"] as const,
  newlyAdded: (query: Record<string, string>) => [...all, "newly-added", query] as const,
};
