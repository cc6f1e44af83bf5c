import { describe, expect, it } from "vitest";
import { jewelrySaveSchema } from "./jewelry";
import { orderLineInscription } from "./order-line";
import {
  fieldChangeText,
  isEmptyChangeSet,
  type OrderLineMember,
  orderLineChangeSet,
  withOwnOrderLineChanges,
} from "./order-line-changes";

const clientA = "0190a7b4-0000-7000-8000-00000000000a";
const clientB = "0190a7b4-0000-7000-8000-00000000000b";

const saved = jewelrySaveSchema.parse({
  templateId: 1,
  jewelryType: "Ring",
  certificateNumber: "JW100",
  orderNumber: "ORD7",
  lineNumber: 2,
  clientId: clientA,
  metal: "18K White Gold",
  inscription: "LASER 18K",
  mainStone: {
    type: "Ruby",
    shape: "Oval",
    weight: "2.01",
    color: { template: "Standard", value: "G", asterisks: "" },
  },
});

const member = (id: string, overrides: object): OrderLineMember => ({
  id,
  version: 3,
  certificateNumber: `JW-${id}`,
  record: jewelrySaveSchema.parse({ ...saved, certificateNumber: `JW-${id}`, ...overrides }),
});

describe("an order line's change set (spec 001 §7.1, decision 0009)", () => {
  it("a lone piece: its typed inscription becomes 'Video Illustration', before → after", () => {
    const changes = orderLineChangeSet(saved, [], { keepInscription: false });
    expect(changes).toEqual({
      saved: [{ path: "inscription", before: "LASER 18K", after: orderLineInscription }],
      others: [],
    });
    expect(withOwnOrderLineChanges(saved, changes).inscription).toBe(orderLineInscription);
  });

  it("a lone piece whose typed inscription is kept changes nothing", () => {
    const changes = orderLineChangeSet(saved, [], { keepInscription: true });
    expect(isEmptyChangeSet(changes)).toBe(true);
    expect(withOwnOrderLineChanges(saved, changes).inscription).toBe("LASER 18K");
  });

  it("nothing without an order number and a line number", () => {
    for (const record of [
      { ...saved, orderNumber: "" },
      { ...saved, lineNumber: null },
    ]) {
      expect(
        isEmptyChangeSet(
          orderLineChangeSet(record, [member("x", { metal: "Silver" })], { keepInscription: false }),
        ),
      ).toBe(true);
    }
  });

  it("a piece already named 'Video Illustration' with identical siblings changes nothing", () => {
    const illustrated = { ...saved, inscription: orderLineInscription };
    const twin = member("t", { inscription: orderLineInscription });
    expect(isEmptyChangeSet(orderLineChangeSet(illustrated, [twin], { keepInscription: false }))).toBe(true);
  });

  it("lists, per other record, each shared field that differs and its inscription, leaving its own fields", () => {
    const sibling = member("s", {
      metal: "Silver",
      clientId: clientB,
      inscription: "JW-s",
      trackingNumber: "1Z9",
      qaStatus: "Failed",
      mainStone: {
        type: "Ruby",
        shape: "Pear",
        weight: "2.01",
        color: { template: "Standard", value: "H", asterisks: "" },
      },
    });
    const same = member("u", { inscription: orderLineInscription });
    const changes = orderLineChangeSet(saved, [sibling, same], { keepInscription: true });
    // The kept inscription is only this record's: the siblings still take the rule's.
    expect(changes.saved).toEqual([]);
    expect(changes.others).toEqual([
      {
        id: "s",
        version: 3,
        certificateNumber: "JW-s",
        changes: [
          { path: "clientId", before: clientB, after: clientA },
          { path: "metal", before: "Silver", after: "18K White Gold" },
          { path: "mainStone.shape", before: "Pear", after: "Oval" },
          { path: "mainStone.color.value", before: "H", after: "G" },
          { path: "inscription", before: "JW-s", after: orderLineInscription },
        ],
      },
    ]);
    // Tracking number and QA status are the sibling's own: never in the change set.
    const paths = changes.others[0]?.changes.map((change) => change.path) ?? [];
    expect(paths).not.toContain("trackingNumber");
    expect(paths).not.toContain("qaStatus");
  });

  it("lists center stones added or removed stone by stone", () => {
    const withStones = {
      ...saved,
      inscription: orderLineInscription,
      isMultipleCenterStones: true,
      centerStones: [{ type: "Diamond", weight: "1.00" }],
    };
    const parsed = jewelrySaveSchema.parse(withStones);
    const changes = orderLineChangeSet(parsed, [member("c", { inscription: orderLineInscription })], {
      keepInscription: false,
    });
    const paths = changes.others[0]?.changes.map((change) => change.path);
    expect(paths).toContain("isMultipleCenterStones");
    expect(paths).toContain("centerStones.0.type");
    expect(changes.others[0]?.changes).toContainEqual({
      path: "centerStones.0.weight",
      before: null,
      after: "1.00",
    });
  });

  it("reads as staff read it: labels, templates, companies by name, empty values", () => {
    const names = { [clientA]: "North Jewels", [clientB]: "South Gems" };
    expect(
      fieldChangeText({ path: "inscription", before: "LASER 18K", after: orderLineInscription }, names),
    ).toEqual({ label: "Inscription", before: "LASER 18K", after: orderLineInscription });
    expect(fieldChangeText({ path: "clientId", before: clientB, after: clientA }, names)).toEqual({
      label: "Client",
      before: "South Gems",
      after: "North Jewels",
    });
    expect(fieldChangeText({ path: "templateId", before: 1, after: 8 }, names).before).toMatch(
      /^Template 1: /,
    );
    expect(fieldChangeText({ path: "mainStone.color.value", before: "", after: "G" }, names)).toEqual({
      label: "Main Stone Color",
      before: "(empty)",
      after: "G",
    });
    expect(fieldChangeText({ path: "hasSideStones", before: false, after: true }, names).after).toBe("Yes");
  });
});
