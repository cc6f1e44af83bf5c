import type { Jewelry, JewelrySaveInput, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import { messages } from "@loupe/domain/messages";
import { jewelryInput } from "@loupe/server/testing/jewelry-fixtures";
import type { Page } from "@playwright/test";
import { expectSavedToast } from "./certificate-form";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";
import { rowMenuAction } from "./row-menu";

// Printed cards recorded and shown, Print Multiple across the pages of a filtered list, the
// warning before a reprint, and the editor's Quality and Billing card, against the real server.

async function createJewelry(page: Page, body: Partial<JewelrySaveInput>): Promise<Jewelry> {
  const response = await page.request.post("/api/jewelry", {
    headers: { origin: new URL(page.url()).origin },
    data: jewelryInput({ certificateNumber: "", clientSku: "", ...body }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as JewelrySaveResult).jewelry;
}

const suffix = Date.now().toString(36).toUpperCase();
const prefix = `JWPG${suffix}N`;
// 52 records: a filtered list of two pages at 50 a page, newest (51) first.
const numberOf = (index: number) => `${prefix}${String(index).padStart(2, "0")}`;

test.describe("printing jewelry cards and the Quality and Billing card", () => {
  test("Print Multiple across two pages records both, the list shows them printed, a reprint warns", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await signIn(page);
    for (let index = 0; index < 52; index += 1)
      await createJewelry(page, { certificateNumber: numberOf(index), jewelryType: "Ring" });

    await page.goto(`/jewelry?search=${prefix}`);
    const table = page.getByRole("table", { name: "Jewelry" });
    await expect(page.getByText("Showing 1 to 50 of 52 entries")).toBeVisible();
    await page.getByRole("button", { name: "Print Multiple" }).click();
    const selection = page.getByRole("table", { name: "Select The Certs Being Shipped Today" });
    await selection.getByRole("checkbox", { name: `Select ${numberOf(51)}` }).check();
    await expect(page.getByText("1 selected (on any page of the list)")).toBeVisible();

    // Page 2 keeps what was ticked on page 1.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Showing 51 to 52 of 52 entries")).toBeVisible();
    await selection.getByRole("checkbox", { name: `Select ${numberOf(0)}` }).check();
    await expect(page.getByText("2 selected (on any page of the list)")).toBeVisible();
    await expect(page.getByRole("button", { name: "Select all 52 matching" })).toBeEnabled();

    await page.getByRole("button", { name: "Print", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Print cards?" });
    await expect(
      confirm.getByText("2 cards will be sent to the card printer and recorded as printed."),
    ).toBeVisible();
    await screenshot(page, "jewelry-print-multiple-confirm", { fullPage: false });
    await expectNoSeriousAccessibilityViolations(page);
    await confirm.getByRole("button", { name: "Print 2 cards" }).click();
    const results = page.getByRole("region", { name: "Print results" });
    await expect(results.getByText("2 of 2 sent to the card printer")).toBeVisible();
    await expect(results.getByRole("listitem")).toHaveText([
      `${numberOf(51)}: ${messages.jewelryCardSent}`,
      `${numberOf(0)}: ${messages.jewelryCardSent}`,
    ]);
    await expect(confirm).toBeHidden();
    const panel = page.getByRole("region", { name: "Select The Certs Being Shipped Today" });
    await panel.getByRole("button", { name: "Cancel" }).click();

    // Both recorded and shown as printed, on either page; the others not.
    const row = (index: number) => table.locator("tbody tr").filter({ hasText: numberOf(index) });
    await expect(row(0).getByText("Printed", { exact: true })).toBeVisible();
    await expect(row(1).getByText("No", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(row(51).getByText("Printed", { exact: true })).toBeVisible();
    await expect(row(50).getByText("No", { exact: true })).toBeVisible();
    await screenshot(page, "jewelry-list-card-printed", { fullPage: false });

    // Printing it again warns first, saying when and by whom.
    await rowMenuAction(row(51), `Print card ${numberOf(51)}`);
    const warning = page.getByRole("dialog", { name: "Already printed" });
    await expect(warning).toContainText(
      new RegExp(`The card of ${numberOf(51)} was already printed on .+ by .+\\.`),
    );
    await screenshot(page, "jewelry-reprint-warning", { fullPage: false });
    await warning.getByRole("button", { name: "Cancel" }).click();
    await expect(warning).toBeHidden();

    // Print Multiple of a selection with a card printed before says so.
    await page.getByRole("button", { name: "Print Multiple" }).click();
    await selection.getByRole("checkbox", { name: `Select ${numberOf(51)}` }).check();
    await selection.getByRole("checkbox", { name: `Select ${numberOf(50)}` }).check();
    await page.getByRole("button", { name: "Print", exact: true }).click();
    await expect(confirm.getByText("1 of them was printed before:")).toBeVisible();
    await expect(confirm.getByRole("list", { name: "Printed before" })).toContainText(numberOf(51));
    await screenshot(page, "jewelry-print-multiple-printed-before", { fullPage: false });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(consoleErrors).toEqual([]);
  });

  test("QA status, prices and the stolen flag are edited, saved, seen after a reload and filtered on", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    // Edits, saves, reloads and filters three times over: 45 s alone on two shared cores.
    test.slow();
    await signIn(page);
    const number = `JWQA${suffix}`;
    const saved = await createJewelry(page, { certificateNumber: number, jewelryType: "Ring" });
    await page.goto(`/jewelry/${saved.id}`);
    const card = page.getByRole("region", { name: "Quality and Billing" });
    await expect(card.getByText("Card not printed yet")).toBeVisible();
    await card.getByRole("combobox", { name: "QA Status" }).click();
    await page.getByRole("option", { name: "Passed", exact: true }).click();
    await card.getByRole("textbox", { name: "Retail Price (USD)" }).fill("1250.5");
    await card.getByRole("textbox", { name: "Total Cert Price (USD)" }).fill("45");
    await card.getByRole("textbox", { name: "Total Cert Cost (USD)" }).fill("12.99");
    await card.getByRole("switch", { name: "Stolen" }).click({ force: true });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectSavedToast(page, { dismiss: true });

    await page.reload();
    await expect(card.getByRole("combobox", { name: "QA Status" })).toHaveValue("Passed");
    await expect(card.getByRole("textbox", { name: "Retail Price (USD)" })).toHaveValue("$1,250.50");
    await expect(card.getByRole("textbox", { name: "Total Cert Price (USD)" })).toHaveValue("$45.00");
    await expect(card.getByRole("textbox", { name: "Total Cert Cost (USD)" })).toHaveValue("$12.99");
    await expect(card.getByRole("switch", { name: "Stolen" })).toBeChecked();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "jewelry-editor-quality-billing");
    await expectNoSeriousAccessibilityViolations(page);

    // Billing staff's filters find it: QA status Passed and stolen.
    await page.goto(`/jewelry?search=${number}&qa=Passed&stolen=yes`);
    const table = page.getByRole("table", { name: "Jewelry" });
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.locator("tbody tr").first()).toContainText(number);
    const chips = page.getByRole("form", { name: "Filters" }).getByRole("region", { name: "Active filters" });
    await expect(chips.getByRole("button", { name: "Remove filter QA status: Passed" })).toBeVisible();
    await page.goto(`/jewelry?search=${number}&qa=Failed`);
    await expect(page.getByText(messages.emptyFilterResult)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
