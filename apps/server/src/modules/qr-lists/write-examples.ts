import { uuidv7 } from "uuidv7";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { deleteExample, entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";

// QR lists' writes, for the activity walk (http/activity-walk.test.ts).

const path = "/api/qr-lists";

const listInput = async (walk: Walk, title: string) => {
  const db = walk.context.database.db;
  const clientId = await insertClient(db, "Walk Client");
  const videoIds = [
    await insertCertificateVideo(db, { name: "WALK-QR-1" }),
    await insertCertificateVideo(db, { name: "WALK-QR-2" }),
  ];
  return { title, clientId, videoIds };
};

const createList = async (walk: Walk, title: string) => {
  const input = await listInput(walk, title);
  const id = String((await walk.prepare({ method: "POST", url: path, payload: input })).id);
  return { id, input };
};

export const writeExamples: WriteExample[] = [
  {
    route: `POST ${path}`,
    valid: async (walk) => ({
      request: { method: "POST", url: path, payload: await listInput(walk, "Walk list") },
      entries: entriesOf("create", "qr-list", "Walk list"),
    }),
    // One video is too few.
    invalid: async (walk) => {
      const input = await listInput(walk, "Walk list");
      return { method: "POST", url: path, payload: { ...input, videoIds: input.videoIds.slice(0, 1) } };
    },
  },
  {
    route: `PUT ${path}/:id`,
    valid: async (walk) => {
      const { id, input } = await createList(walk, "Walk list");
      const payload = { ...input, title: "Renamed", videoIds: [...input.videoIds].reverse(), version: 1 };
      return {
        request: { method: "PUT", url: `${path}/${id}`, payload },
        entries: entriesOf("update", "qr-list", "Renamed"),
      };
    },
    // A stale version.
    invalid: async (walk) => {
      const { id, input } = await createList(walk, "Walk list");
      return { method: "PUT", url: `${path}/${id}`, payload: { ...input, version: 7 } };
    },
  },
  deleteExample(
    path,
    async (walk) => (await createList(walk, "Walk list")).id,
    entriesOf("delete", "qr-list", "Walk list"),
  ),
  {
    route: `POST ${path}/:id/qr-generated`,
    valid: async (walk) => ({
      request: { method: "POST", url: `${path}/${(await createList(walk, "Walk list")).id}/qr-generated` },
      entries: entriesOf("print", "qr-list", "Walk list"),
    }),
    invalid: async () => ({ method: "POST", url: `${path}/${uuidv7()}/qr-generated` }),
  },
];
