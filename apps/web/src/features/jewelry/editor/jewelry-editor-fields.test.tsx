import { messages } from "@loupe/domain/messages";
import { gemstoneColors } from "@loupe/domain/options/jewelry";
import { jewelryTemplateLabel, jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-mock";
import { renderWithApp } from "../../../test/render";
import { answerJewelryApi, jewelryId, storedJewelry } from "./jewelry-editor-fixture";
import { JewelryEditorPage } from "./jewelry-editor-page";

// A form this size takes a few seconds per test in jsdom, more when the whole suite runs at once.
vi.setConfig({ testTimeout: 30_000 });

const fetchMock = stubFetch();

type Events = ReturnType<typeof userEvent.setup>;

function renderAt(id: string) {
  return renderWithApp(<JewelryEditorPage />, { path: "/jewelry/:id", route: `/jewelry/${id}` });
}

async function choose(events: Events, name: string, option: string | RegExp, scope = document.body) {
  await events.click(within(scope).getByRole("combobox", { name }));
  await events.click(await screen.findByRole("option", { name: option }));
}

async function chooseTemplate(events: Events, id: number) {
  await choose(events, "Template", new RegExp(`^Template ${id}:`));
}

// The fields of a card by their labels, each with whether it is marked required.
function fieldsOf(region: HTMLElement): Map<string, boolean> {
  const fields = new Map<string, boolean>();
  for (const label of region.querySelectorAll("label")) {
    const name = label.firstChild?.textContent?.trim() ?? "";
    const input = label.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (name) fields.set(name, input?.hasAttribute("required") ?? false);
  }
  return fields;
}
const card = (name: string) => screen.queryByRole("region", { name });
const switchNamed = (name: string) => screen.queryByRole("switch", { name });

type Row = {
  template: number;
  // The stone card's title, null when there is none (Metal Only).
  main: string | null;
  shown: string[];
  hidden: string[];
  required: string[];
  sideCard: boolean;
  sideSwitch: boolean;
};

const rows: Row[] = [
  {
    template: 1,
    main: "Main Stone Information",
    shown: [
      "Type",
      "Cut",
      "Polish",
      "Symmetry",
      "Table %",
      "Depth %",
      "Measurements",
      "Color Code",
      "Color Mode",
    ],
    hidden: ["Color 2", "Clarity 2"],
    required: ["Shape", "Cut", "Polish", "Symmetry", "Weight", "Color", "Clarity"],
    sideCard: false,
    sideSwitch: true,
  },
  {
    template: 2,
    main: "Main Stone Information",
    shown: ["Shape", "Cut", "Measurements"],
    hidden: [],
    required: ["Weight", "Color", "Clarity", "Color 2", "Clarity 2"],
    sideCard: false,
    sideSwitch: false,
  },
  {
    template: 5,
    main: "Main Stone Information",
    shown: [],
    hidden: ["Type", "Cut", "Polish", "Symmetry", "Measurements", "Table %"],
    required: ["Shape", "Weight", "Color", "Clarity"],
    sideCard: false,
    sideSwitch: true,
  },
  {
    template: 10,
    main: "Main Stone Information",
    shown: ["Cut", "Polish"],
    hidden: ["Color 2"],
    required: ["Shape", "Weight", "Color", "Clarity", "Clarity 2"],
    sideCard: false,
    sideSwitch: true,
  },
  {
    template: 14,
    main: "Main Stone Information",
    shown: ["Type", "Weight", "Measurements", "Color"],
    hidden: ["Clarity", "Cut", "Polish", "Table %"],
    required: ["Shape"],
    sideCard: false,
    sideSwitch: false,
  },
  {
    template: 20,
    main: "Gem Stone Information",
    shown: ["Type", "Shape", "Cut", "Weight", "Color", "Clarity"],
    hidden: ["Polish", "Symmetry", "Table %"],
    required: [],
    sideCard: true,
    sideSwitch: false,
  },
  {
    template: 22,
    main: "Main Stone Information",
    shown: ["Cut", "Clarity", "Measurements"],
    hidden: ["Polish", "Symmetry"],
    required: ["Type", "Shape", "Weight", "Color"],
    sideCard: false,
    sideSwitch: true,
  },
  { template: 19, main: null, shown: [], hidden: [], required: [], sideCard: false, sideSwitch: false },
];

describe("JewelryEditorPage, the template chooser", () => {
  it("shows only the chooser until a template is chosen; its info lists all 22 templates", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    expect(screen.getByRole("heading", { name: "New Jewelry Certificate" })).toBeTruthy();
    expect(card("General Jewelry Information")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();

    await events.click(screen.getByRole("button", { name: "About the templates" }));
    const info = await screen.findByRole("dialog", { name: "Templates" });
    // Each listed template leads with its label (its cards and required fields follow).
    const listed = within(info)
      .getAllByRole("listitem")
      .map((item) => within(item).getByRole("button").firstChild?.textContent);
    expect(listed).toEqual(jewelryTemplates.map(jewelryTemplateLabel));
    expect(listed).toHaveLength(22);
    expect(listed).not.toContain(expect.stringMatching(/^Template 18:/));
  });
});

describe("JewelryEditorPage, fields by template", () => {
  it.each(rows)("template $template: its cards, fields and required marks", async (row) => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await chooseTemplate(events, row.template);

    const general = fieldsOf(card("General Jewelry Information") as HTMLElement);
    expect(general.get("Jewelry Type")).toBe([1, 2, 5, 10, 14, 22].includes(row.template));
    expect(general.has("Customer")).toBe(true);
    expect(Boolean(switchNamed("Side Stones"))).toBe(row.sideSwitch);
    expect(Boolean(card("Side Stone Information"))).toBe(row.sideCard);
    if (row.main === null) {
      expect(card("Main Stone Information")).toBeNull();
      expect(card("Gem Stone Information")).toBeNull();
      return;
    }
    const main = fieldsOf(card(row.main) as HTMLElement);
    for (const name of [...row.shown, ...row.required]) expect(main.has(name), `${name} shown`).toBe(true);
    for (const name of row.hidden) expect(main.has(name), `${name} hidden`).toBe(false);
    const required = [...main].filter(([, isRequired]) => isRequired).map(([name]) => name);
    expect(required.sort()).toEqual([...row.required].sort());
  });

  it("template 5 offers only Pendant, Necklace and Ring; template 1 the full list", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await chooseTemplate(events, 5);
    await events.click(screen.getByRole("combobox", { name: "Jewelry Type" }));
    const offered = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(offered).toEqual(["Pendant", "Necklace", "Ring"]);
    await events.keyboard("{Escape}");

    await chooseTemplate(events, 1);
    await events.click(screen.getByRole("combobox", { name: "Jewelry Type" }));
    const all = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(all).toEqual(expect.arrayContaining(["Bracelet", "Hoops", "Watch Bezel", "Wedding Set"]));
  });

  it("the side-stone switch shows the Side Stone card; template 10 turns it off", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await chooseTemplate(events, 1);
    await events.click(switchNamed("Side Stones") as HTMLElement);
    const side = fieldsOf(card("Side Stone Information") as HTMLElement);
    expect([...side.keys()]).toEqual(
      expect.arrayContaining(["Type", "Shape", "Cut", "Weight", "Color Code"]),
    );
    expect(side.has("Polish")).toBe(false);

    await chooseTemplate(events, 10);
    expect(card("Side Stone Information")).toBeNull();
    expect((switchNamed("Side Stones") as HTMLInputElement).checked).toBe(false);
  });
});

describe("JewelryEditorPage, center stones", () => {
  it("template 4 has two blank center stones as tabs and refuses a third", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await chooseTemplate(events, 4);
    const main = card("Main Stone Information") as HTMLElement;
    const tabs = within(main).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Center Stone 1", "Center Stone 2"]);
    expect(switchNamed("Side Stones")).toBeNull();
    expect(fieldsOf(main).get("Shape")).toBe(true);

    await events.click(within(main).getByRole("button", { name: "Add Center Stone" }));
    const refusal = await screen.findByRole("dialog", { name: messages.maxCenterStonesTitle });
    expect(within(refusal).getByText(messages.maxCenterStones)).toBeTruthy();
    expect(within(main).getAllByRole("tab")).toHaveLength(2);
  });

  it("an existing item switched to template 4 starts from its single stone; a second tab is selected when added", async () => {
    answerJewelryApi(fetchMock, { jewelry: storedJewelry() });
    const events = userEvent.setup();
    renderAt(jewelryId);
    await screen.findByRole("heading", { name: "Jewelry JW1001" });
    await chooseTemplate(events, 4);
    const main = card("Main Stone Information") as HTMLElement;
    expect(
      within(main)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Center Stone 1"]);
    expect((within(main).getByRole("combobox", { name: "Shape" }) as HTMLInputElement).value).toBe("Round");

    await events.click(within(main).getByRole("button", { name: "Add Center Stone" }));
    const second = within(main).getByRole("tab", { name: "Center Stone 2" });
    expect(second.getAttribute("aria-selected")).toBe("true");
    expect((within(main).getByRole("combobox", { name: "Shape" }) as HTMLInputElement).value).toBe("");
  });
});

describe("JewelryEditorPage, color families and option lists", () => {
  it("lists color families with key codes, fills a gem's color code, and merges stored attributes", async () => {
    answerJewelryApi(fetchMock);
    const events = userEvent.setup();
    renderAt("new");
    await chooseTemplate(events, 1);
    const main = card("Main Stone Information") as HTMLElement;
    const colorCode = within(main).getByRole("textbox", { name: "Color Code" }) as HTMLInputElement;
    expect(colorCode.value).toBe("#FFFFFF");
    expect((within(main).getByRole("combobox", { name: "Color Mode" }) as HTMLInputElement).value).toBe(
      "color",
    );

    await choose(events, "Type", "Ruby", main);
    expect(colorCode.value).toBe(gemstoneColors.Ruby);

    await choose(events, "Color template", "Green _G_", main);
    await events.click(within(main).getByRole("combobox", { name: "Color" }));
    const grades = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(grades).toEqual(expect.arrayContaining(["Fancy Light", "Fancy Vivid"]));
    expect(grades).not.toContain("D");
    await events.keyboard("{Escape}");

    await events.click(screen.getByRole("combobox", { name: "Metal" }));
    expect(await screen.findByRole("option", { name: "Rose Steel" })).toBeTruthy();
  });
});
