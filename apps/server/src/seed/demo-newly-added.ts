import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { insertByColumns } from "../db/insert-by-columns";
import { simulatedItem } from "../integrations/diamond-track/diamond-track-simulator";
import { columnsFrom as diamondColumns } from "../modules/diamonds/diamond-rows";
import { diamonds } from "../modules/diamonds/schema";
import { diamondFromDiamondTrack, jewelryFromDiamondTrack } from "../modules/intake/from-diamond-track";
import { columnsFrom as jewelryColumns } from "../modules/jewelry/jewelry-rows";
import { jewelry } from "../modules/jewelry/schema";

type Owners = { administratorId: string; clientIds: string[] };

// The dashboard's queue on a fresh machine (issue 13): items pulled from the Diamond Track
// simulator as Add From Diamond Track would, newest first, some still without a client.
const diamondNumbers = ["DT2041001", "DT2041002", "DT2041003", "DT2041004"];
const jewelryNumbers = ["DTJ880101", "DTJ880102", "DTJ880103"];

export async function seedDemoNewlyAdded(tx: Executor, owners: Owners): Promise<void> {
  const now = Date.now();
  const queued = (index: number) => ({
    id: uuidv7(),
    newlyAdded: true,
    updateSpreadsheet: false,
    // Every other item has its client already; the rest wait for one.
    clientId: index % 2 === 0 ? (owners.clientIds[index % owners.clientIds.length] ?? null) : null,
    created: new Date(now - index * 20 * 60_000),
    createdBy: owners.administratorId,
    updatedBy: owners.administratorId,
  });
  const read = <Save>(reading: { ok: true; input: Save } | { ok: false; message: string }): Save => {
    if (!reading.ok) throw new Error(`Demo Diamond Track item unreadable: ${reading.message}`);
    return reading.input;
  };
  const item = (number: string, type: "diamond" | "jewelry") => {
    const found = simulatedItem(number, type);
    if (!found) throw new Error(`The simulator does not know ${number}`);
    return found;
  };
  await insertByColumns(
    tx,
    diamonds,
    diamondNumbers.map((number, index) => ({
      ...diamondColumns(read(diamondFromDiamondTrack(item(number, "diamond")))),
      ...queued(index * 2),
    })),
  );
  await insertByColumns(
    tx,
    jewelry,
    jewelryNumbers.map((number, index) => ({
      ...jewelryColumns(read(jewelryFromDiamondTrack(item(number, "jewelry"), index === 0))),
      ...queued(index * 2 + 1),
    })),
  );
}
