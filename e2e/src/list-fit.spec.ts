/// <reference lib="dom" />
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// Issue 21: a list's columns fit their box at 1440 × 900 (the side menu open), none under the
// pinned Controls column; at 1024 × 768 the ones beyond the box are reached by scrolling sideways,
// with a shadow on the pinned column's edge saying so while columns lie beneath it.

type Header = { name: string; left: number; right: number; pinned: boolean };
type Layout = { box: { left: number; right: number }; overflow: number; cue: boolean; headers: Header[] };

const lists = [
  { path: "/diamond", table: "Diamonds" },
  { path: "/jewelry", table: "Jewelry" },
] as const;

const sizes = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

for (const list of lists) {
  for (const size of sizes) {
    test(`${list.table}: every shown column is in its box or reached by scrolling with a cue, at ${size.width} px`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize(size);
      await signIn(page, { at: list.path });
      const table = page.getByRole("table", { name: list.table });
      await expect(
        table
          .locator("tbody tr")
          .first()
          .getByRole("link", { name: /^Edit / }),
      ).toBeVisible();
      const layout = async (): Promise<Layout> =>
        table.evaluate((element) => {
          // The nearest box that clips the table: where it scrolls sideways.
          let scroller = element.parentElement;
          while (scroller && getComputedStyle(scroller).overflowX === "visible")
            scroller = scroller.parentElement;
          if (!scroller) throw new Error("no scroll box");
          const box = scroller.getBoundingClientRect();
          const headers = Array.from(element.querySelectorAll("thead th"))
            .filter((cell) => getComputedStyle(cell).display !== "none")
            .map((cell) => {
              const rect = cell.getBoundingClientRect();
              return {
                name: cell.textContent ?? "",
                left: rect.left,
                right: rect.right,
                pinned: getComputedStyle(cell).position === "sticky",
              };
            });
          return {
            box: { left: box.left, right: box.right },
            overflow: scroller.scrollWidth - scroller.clientWidth,
            cue: scroller.hasAttribute("data-more-right"),
            headers,
          };
        });
      const clearOfPinned = ({ box, headers }: Layout) => {
        const pinned = headers.find((header) => header.pinned);
        if (!pinned) throw new Error("no pinned column");
        return headers
          .filter((header) => !header.pinned)
          .filter((header) => header.left < box.left - 0.5 || header.right > pinned.left + 0.5)
          .map((header) => header.name);
      };

      const start = await layout();
      await screenshot(page, `list-fit-${list.table.toLowerCase()}-${size.width}`, { fullPage: false });
      const pinned = start.headers.find((header) => header.pinned);
      expect(pinned?.right).toBeLessThanOrEqual(start.box.right + 0.5);
      if (size.width === 1440) {
        // It fits: no column beneath the controls, nothing to scroll to, no cue.
        expect(clearOfPinned(start)).toEqual([]);
        expect(start.overflow).toBeLessThanOrEqual(1);
        expect(start.cue).toBe(false);
        return;
      }
      // The task columns at the start are in view; the rest lie beneath the controls, with the cue.
      expect(start.overflow).toBeGreaterThan(1);
      expect(start.cue).toBe(true);
      const shadow = await table
        .getByRole("columnheader", { name: "Controls" })
        .evaluate((cell) => getComputedStyle(cell).boxShadow);
      expect(shadow).toMatch(/rgba\(0, 0, 0/);
      const hidden = clearOfPinned(start);
      expect(hidden.length).toBeGreaterThan(0);
      expect(hidden).not.toContain("Certificate #");
      // Scrolled to the end, every column has come out from beneath, and the cue is gone.
      await table.evaluate((element) => {
        let scroller = element.parentElement;
        while (scroller && getComputedStyle(scroller).overflowX === "visible")
          scroller = scroller.parentElement;
        scroller?.scrollTo({ left: scroller.scrollWidth });
      });
      await expect.poll(async () => (await layout()).cue).toBe(false);
      const end = await layout();
      const shown = end.headers.filter(
        (header) => !header.pinned && !clearOfPinned(end).includes(header.name),
      );
      for (const name of hidden) expect(shown.map((header) => header.name)).toContain(name);
      await screenshot(page, `list-fit-${list.table.toLowerCase()}-${size.width}-scrolled`, {
        fullPage: false,
      });
    });
  }
}

// One certificate list kit: the create button ends the title's row on both lists, in the same
// place, however many other tools the list has (they go to the row below).
for (const size of sizes) {
  test(`the create button is in the same place on both lists, at ${size.width} px`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, { at: "/diamond" });
    const title = page.getByRole("heading", { level: 1 });
    const addDiamond = await page.getByRole("link", { name: "Add Diamond" }).boundingBox();
    const diamondTitle = await title.boundingBox();
    await page.goto("/jewelry");
    await expect(title).toHaveText("Jewelry");
    const newCertificate = await page.getByRole("link", { name: "New Certificate" }).boundingBox();
    const jewelryTitle = await title.boundingBox();
    if (!addDiamond || !newCertificate || !diamondTitle || !jewelryTitle) throw new Error("not drawn");
    // Same right edge and row, and on the title's row (not wrapped below the tools).
    expect(
      Math.abs(addDiamond.x + addDiamond.width - (newCertificate.x + newCertificate.width)),
    ).toBeLessThan(2);
    expect(Math.abs(addDiamond.y - newCertificate.y)).toBeLessThan(2);
    expect(newCertificate.y).toBeLessThan(jewelryTitle.y + jewelryTitle.height);
    expect(addDiamond.y).toBeLessThan(diamondTitle.y + diamondTitle.height);
    // The other tools are below the title's row.
    const tools = await page.getByTestId("page-tools").boundingBox();
    expect(tools?.y ?? 0).toBeGreaterThanOrEqual(jewelryTitle.y + jewelryTitle.height);
    await screenshot(page, `list-header-jewelry-${size.width}`, { fullPage: false });
  });
}

// A row's folded actions by keyboard: the menu opens on Enter with the focus on its first action,
// arrows move, Escape closes it and gives the focus back to its button; axe clean while open.
for (const list of lists) {
  test(`${list.table}: a row's 'More actions' menu works by keyboard and passes axe while open`, async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    await signIn(page, { at: list.path });
    const row = page.getByRole("table", { name: list.table }).locator("tbody tr").first();
    const more = row.getByRole("button", { name: /^More actions / });
    await more.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const items = menu.getByRole("menuitem");
    expect(await items.count()).toBeGreaterThan(1);
    // The first action the row can take has the focus; ↓ moves it to another.
    const focused = menu.locator("[role=menuitem]:focus");
    await expect(focused).toHaveCount(1);
    const before = await focused.textContent();
    await page.keyboard.press("ArrowDown");
    await expect(focused).toHaveCount(1);
    expect(await focused.textContent()).not.toBe(before);
    await expect(menu.getByRole("menuitem", { name: /^Print card / })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
    await screenshot(page, `row-menu-open-${list.table.toLowerCase()}`, { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
}
