import { uuidv7 } from "uuidv7";
import { diamondInput } from "../../testing/diamond-fixtures";
import { multipart } from "../../testing/multipart";
import { samplePdf, samplePng } from "../../testing/sample-files";
import { entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";
import { mapInput } from "./imperfection-test-helpers";

// Imperfection maps' writes, for the activity walk (http/activity-walk.test.ts).

const path = "/api/imperfections";
const name = mapInput().name;

const createMap = async (walk: Walk) =>
  String((await walk.prepare({ method: "POST", url: path, payload: mapInput() })).id);
const proportions = (id: string) => ({
  method: "POST" as const,
  url: `${path}/${id}/proportions`,
  ...multipart("proportions.png", samplePng, "image/png"),
});
const mapWithProportions = async (walk: Walk) => {
  const id = await createMap(walk);
  await walk.prepare(proportions(id));
  return id;
};
const createDiamond = async (walk: Walk, certificateNumber: string) => {
  const saved = await walk.prepare({
    method: "POST",
    url: "/api/diamonds",
    payload: diamondInput({ certificateNumber, clientSku: "" }),
  });
  return String((saved.diamond as { id: string }).id);
};
const connected = async (walk: Walk) => {
  const id = await mapWithProportions(walk);
  const diamondId = await createDiamond(walk, "LG-WALK-1");
  await walk.prepare({ method: "PUT", url: `${path}/${id}/connection`, payload: { diamondId } });
  return id;
};

export const writeExamples: WriteExample[] = [
  {
    route: `POST ${path}`,
    valid: async () => ({
      request: { method: "POST", url: path, payload: mapInput() },
      entries: entriesOf("create", "imperfection", name),
    }),
    invalid: async () => ({ method: "POST", url: path, payload: mapInput({ name: " " }) }),
  },
  {
    route: `PUT ${path}/:id`,
    valid: async (walk) => ({
      request: {
        method: "PUT",
        url: `${path}/${await createMap(walk)}`,
        payload: { ...mapInput({ name: "Renamed plot" }), version: 1 },
      },
      entries: entriesOf("update", "imperfection", "Renamed plot"),
    }),
    invalid: async (walk) => ({
      method: "PUT",
      url: `${path}/${await createMap(walk)}`,
      payload: { ...mapInput(), version: 7 },
    }),
  },
  {
    route: `DELETE ${path}/:id`,
    // A connected map: its diamond's link goes with it.
    valid: async (walk) => ({
      request: { method: "DELETE", url: `${path}/${await connected(walk)}` },
      entries: [...entriesOf("delete", "imperfection", name), ...entriesOf("update", "diamond", "LG-WALK-1")],
    }),
    invalid: async () => ({ method: "DELETE", url: `${path}/${uuidv7()}` }),
  },
  {
    route: `POST ${path}/:id/proportions`,
    valid: async (walk) => ({
      request: proportions(await createMap(walk)),
      entries: [
        ...entriesOf("upload", "file", "proportions.png"),
        ...entriesOf("upload", "imperfection", name),
      ],
    }),
    // Not an image: 415, nothing stored.
    invalid: async (walk) => ({
      method: "POST",
      url: `${path}/${await createMap(walk)}/proportions`,
      ...multipart("proportions.png", samplePdf, "image/png"),
    }),
  },
  {
    route: `PUT ${path}/:id/connection`,
    valid: async (walk) => {
      const id = await mapWithProportions(walk);
      return {
        request: {
          method: "PUT",
          url: `${path}/${id}/connection`,
          payload: { diamondId: await createDiamond(walk, "LG-WALK-2") },
        },
        entries: [
          ...entriesOf("connect", "imperfection", name),
          ...entriesOf("connect", "diamond", "LG-WALK-2"),
        ],
      };
    },
    // No proportions image yet: 409.
    invalid: async (walk) => ({
      method: "PUT",
      url: `${path}/${await createMap(walk)}/connection`,
      payload: { diamondId: await createDiamond(walk, "LG-WALK-3") },
    }),
  },
  {
    route: `DELETE ${path}/:id/connection`,
    valid: async (walk) => ({
      request: { method: "DELETE", url: `${path}/${await connected(walk)}/connection` },
      entries: [...entriesOf("update", "imperfection", name), ...entriesOf("update", "diamond", "LG-WALK-1")],
    }),
    invalid: async () => ({ method: "DELETE", url: `${path}/${uuidv7()}/connection` }),
  },
  {
    route: `POST ${path}/:id/print`,
    valid: async (walk) => ({
      request: { method: "POST", url: `${path}/${await connected(walk)}/print` },
      entries: entriesOf("print", "imperfection", name),
    }),
    // No proportions image or diamond yet: 409, nothing printed.
    invalid: async (walk) => ({ method: "POST", url: `${path}/${await createMap(walk)}/print` }),
  },
];
