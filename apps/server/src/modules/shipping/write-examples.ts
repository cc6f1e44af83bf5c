import { uuidv7 } from "uuidv7";
import { createCertificate } from "../../testing/certificate-write-examples";
import { jewelryInput } from "../../testing/jewelry-fixtures";
import { entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";

// Save Log's write, for the activity walk (http/activity-walk.test.ts): a found item shipped and a
// manual one created, one entry each; without a name, 400 and nothing.

const ring = (walk: Walk) =>
  createCertificate(walk, "jewelry", "/api/jewelry", jewelryInput({ certificateNumber: "JWSHIP1" }));
const client = async (walk: Walk) =>
  String(
    (
      await walk.prepare({
        method: "POST",
        url: "/api/clients",
        payload: { name: "Shipping Client", email: "ship@lab.test", representativeName: "Ship" },
      })
    ).id,
  );

export const writeExamples: WriteExample[] = [
  {
    route: "POST /api/shipping/save",
    valid: async (walk) => {
      const { id } = await ring(walk);
      const clientId = await client(walk);
      return {
        request: {
          method: "POST",
          url: "/api/shipping/save",
          payload: {
            idempotencyKey: uuidv7(),
            processedBy: "maya g",
            itemIds: [id],
            manualItems: [{ id: uuidv7(), clientId, jewelryType: "Ring", stockNumber: "MAN-7" }],
          },
        },
        entries: [...entriesOf("ship", "jewelry", "JWSHIP1"), ...entriesOf("create", "jewelry", "MAN-7")],
      };
    },
    invalid: async (walk) => ({
      method: "POST",
      url: "/api/shipping/save",
      payload: { idempotencyKey: uuidv7(), processedBy: " ", itemIds: [(await ring(walk)).id] },
    }),
  },
];
