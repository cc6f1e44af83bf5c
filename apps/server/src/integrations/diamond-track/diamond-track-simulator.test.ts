import { describe, expect, it } from "vitest";
import { diamondTrackItemSchema } from "./diamond-track";
import { createDiamondTrackSimulator } from "./diamond-track-simulator";

describe("Diamond Track simulator", () => {
  const simulator = createDiamondTrackSimulator();

  it("answers the same item for the same number, and different items for different numbers", async () => {
    const first = await simulator.fetchItem("LG2001", "diamond");
    expect(await simulator.fetchItem("lg2001", "diamond")).toEqual(first);
    expect(await simulator.fetchItem("LG2002", "diamond")).not.toEqual(first);
  });

  it("answers items its own contract reads", async () => {
    for (const number of ["A1", "LG-99.1", "JW/7"]) {
      for (const type of ["diamond", "jewelry"] as const) {
        const item = await simulator.fetchItem(number, type);
        expect(diamondTrackItemSchema.parse(item)).toEqual(item);
        expect(item?.ItemType).toBe(type === "diamond" ? "Diamond" : "Jewelry");
      }
    }
  });

  it("does not know numbers starting with NF", async () => {
    expect(await simulator.fetchItem("NF-1001", "diamond")).toBeNull();
    expect(await simulator.fetchItem("nf7", "jewelry")).toBeNull();
  });
});

describe("Diamond Track simulator: partly graded numbers", () => {
  const simulator = createDiamondTrackSimulator();
  it("answers numbers starting with PG without Clarity and Polish, the rest as any item", async () => {
    const diamond = await simulator.fetchItem("pg-1001", "diamond");
    expect(diamondTrackItemSchema.parse(diamond)).toEqual(diamond);
    expect(diamond?.Diamond).toMatchObject({ Clarity: "", Polish: "" });
    expect(diamond?.Diamond?.Shape).not.toBe("");
    expect(diamond?.Diamond?.Color).not.toBe("");
    const piece = await simulator.fetchItem("PG7", "jewelry");
    expect(piece?.Jewelry?.MainStone).toMatchObject({ Clarity: "", Polish: "" });
    expect(piece?.Jewelry?.MainStone.Shape).not.toBe("");
    // Any other number is graded in full.
    expect((await simulator.fetchItem("LG1001", "diamond"))?.Diamond?.Clarity).not.toBe("");
  });
});
