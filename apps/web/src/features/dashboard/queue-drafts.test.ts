import { describe, expect, it } from "vitest";
import { parseDrafts, pruneDrafts, serializeDrafts } from "./queue-drafts";

const aurora = { id: "c1", name: "Aurora Fine Jewelry" };

describe("the queue's client drafts", () => {
  it("are read back as written, a cleared choice (null) included", () => {
    const drafts = new Map([
      ["diamond:1", aurora],
      ["jewelry:2", null],
    ]);
    expect(parseDrafts(serializeDrafts(drafts))).toEqual(drafts);
  });

  it("skip what is not a draft and read nothing from broken text", () => {
    expect(parseDrafts(null).size).toBe(0);
    expect(parseDrafts("{not json").size).toBe(0);
    expect(parseDrafts('{"a":1}').size).toBe(0);
    const read = parseDrafts(
      JSON.stringify([
        ["diamond:1", { id: "c1", name: "A", extra: true }],
        ["diamond:2", { id: 3 }],
        [4, null],
        "x",
      ]),
    );
    expect([...read]).toEqual([["diamond:1", { id: "c1", name: "A" }]]);
  });

  it("are dropped for items no longer queued only when the page shows the whole queue", () => {
    const drafts = new Map([
      ["diamond:1", aurora],
      ["diamond:2", aurora],
    ]);
    expect(pruneDrafts(drafts, { keys: ["diamond:1"], whole: false })).toBe(drafts);
    expect(pruneDrafts(drafts, { keys: ["diamond:1", "diamond:2", "diamond:3"], whole: true })).toBe(drafts);
    expect([...pruneDrafts(drafts, { keys: ["diamond:2"], whole: true }).keys()]).toEqual(["diamond:2"]);
  });
});
