import { entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";

// Add From Diamond Track and the newly-added queue, for the activity walk
// (http/activity-walk.test.ts). Diamond Track is its simulator: it knows every number but NF….

type Queued = { type: string; id: string; version: number };

// Pulled from Diamond Track into the queue, each given a new client (version 2 once set).
async function queuedWithClient(walk: Walk, certificates: string): Promise<Queued[]> {
  const client = await walk.prepare({
    method: "POST",
    url: "/api/clients",
    payload: { name: "Aurora", representativeName: "Nadia Flores", email: "orders@aurora.test" },
  });
  const { results } = await walk.prepare({
    method: "POST",
    url: "/api/intake",
    payload: { type: "diamond", mode: "multiple", certificates },
  });
  const queued = results as Queued[];
  for (const item of queued)
    await walk.prepare({
      method: "PATCH",
      url: `/api/intake/newly-added/diamond/${item.id}`,
      payload: { clientId: client.id, version: 1 },
    });
  return queued.map((item) => ({ type: "diamond", id: item.id, version: 2 }));
}

async function queuedOne(walk: Walk) {
  const { results } = await walk.prepare({
    method: "POST",
    url: "/api/intake",
    payload: { type: "diamond", mode: "single", certificates: "WALK1" },
  });
  return String((results as Queued[])[0]?.id);
}

export const writeExamples: WriteExample[] = [
  {
    route: "POST /api/intake",
    valid: async () => ({
      request: {
        method: "POST",
        url: "/api/intake",
        payload: { type: "diamond", mode: "multiple", certificates: "WALK1, WALK2, NF-3" },
      },
      // The number Diamond Track does not know writes nothing.
      entries: entriesOf("create", "diamond", "WALK1", "WALK2"),
    }),
    invalid: async () => ({
      method: "POST",
      url: "/api/intake",
      payload: { type: "ring", mode: "single", certificates: "WALK1" },
    }),
  },
  {
    route: "PATCH /api/intake/newly-added/:type/:id",
    valid: async (walk) => ({
      request: {
        method: "PATCH",
        url: `/api/intake/newly-added/diamond/${await queuedOne(walk)}`,
        payload: { clientId: null, version: 1 },
      },
      entries: entriesOf("update", "diamond", "WALK1"),
    }),
    invalid: async (walk) => ({
      method: "PATCH",
      url: `/api/intake/newly-added/diamond/${await queuedOne(walk)}`,
      payload: { clientId: null, version: 3 },
    }),
  },
  {
    route: "POST /api/intake/complete",
    valid: async (walk) => ({
      request: {
        method: "POST",
        url: "/api/intake/complete",
        payload: { items: await queuedWithClient(walk, "WALK1, WALK2") },
      },
      entries: entriesOf("complete", "diamond", "WALK1", "WALK2"),
    }),
    // The first completes and writes its entry, then the second's stale version rolls both back:
    // no entry is left.
    invalid: async (walk) => {
      const [first, second] = await queuedWithClient(walk, "WALK1, WALK2");
      return {
        method: "POST",
        url: "/api/intake/complete",
        payload: { items: [first, { ...second, version: 1 }] },
      };
    },
  },
];
