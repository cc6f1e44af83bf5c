import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAccessibilityViolations,
  openFromMainMenu,
  screenshot,
  test,
} from "./fixtures";

const videoTable = (page: Page) => page.getByRole("table", { name: "Digital Certificate Videos" });
// The Name column (Thumbnail, Created On, Updated On, Name, …).
const names = (page: Page) => videoTable(page).locator("tbody tr td:nth-child(4)");

// The demo's six videos (seed/demo-videos.ts), newest first.
const newestFirst = ["LG1000871", "AUR-NECK-2210", "CRS-EAR-0009", "ORD7-2", "LG1000234", "AUR-RING-1042"];

test.describe("the digital certificate videos table", () => {
  test("shows the demo videos, filters, sorts and deletes with the spec's confirmation", async ({
    page,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await signIn(page);
    await openFromMainMenu(page, "Digital Certificate Videos");
    await expect(page).toHaveURL(/\/digital-certificates$/);
    await expect(names(page)).toHaveText(newestFirst);
    await expect(page.getByText(/of 6 entries/)).toBeVisible();
    // A row with a thumbnail shows it; one without shows the placeholder, never a broken image.
    const withThumbnail = videoTable(page).locator("tbody tr").filter({ hasText: "AUR-RING-1042" });
    await expect(withThumbnail.locator("img")).toHaveJSProperty("complete", true);
    expect(
      await withThumbnail.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    const without = videoTable(page).locator("tbody tr").filter({ hasText: "ORD7-2" });
    await expect(without.getByTitle("No thumbnail")).toBeVisible();
    await expect(without.locator("img")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Upload Digital Certificate" })).toHaveAttribute(
      "href",
      "/digital-certificates/new",
    );
    await screenshot(page, "certificate-videos");
    await expectNoSeriousAccessibilityViolations(page);

    // Sort by name, then by client; the sort lives in the URL.
    const nameHeader = videoTable(page).getByRole("columnheader", { name: "Name" });
    await nameHeader.getByRole("button", { name: "Name" }).click();
    await expect(page).toHaveURL(/sort=name%3Aasc/);
    await expect(names(page)).toHaveText([...newestFirst].sort());
    const clientHeader = videoTable(page).getByRole("columnheader", { name: "Client" });
    await clientHeader.getByRole("button", { name: "Client" }).click();
    await expect(page).toHaveURL(/sort=client%3Aasc/);
    await expect(videoTable(page).locator("tbody tr").first()).toContainText("NONE");
    await page.reload();
    await expect(videoTable(page).getByRole("columnheader", { name: "Client" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );

    // Search by name, then by client.
    const filters = page.getByRole("form", { name: "Filters" });
    await filters.getByRole("textbox", { name: "Search" }).fill("aur");
    await filters.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(page).toHaveURL(/search=aur/);
    // Still by client (one client: then by id, the older first).
    await expect(names(page)).toHaveText(["AUR-RING-1042", "AUR-NECK-2210"]);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(names(page)).toHaveCount(6);
    const client = filters.getByRole("combobox", { name: "Client", exact: true });
    await client.click();
    await client.fill("Meridian");
    await page.getByRole("option", { name: /Meridian Diamonds/ }).click();
    await filters.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(names(page)).toHaveText(["LG1000234"]);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(names(page)).toHaveCount(6);

    // Delete: 'Are you sure?' / 'You won't be able to revert this!'; CANCEL keeps the row.
    const row = videoTable(page).locator("tbody tr").filter({ hasText: "LG1000871" });
    await row.getByRole("button", { name: "Delete LG1000871" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
    await screenshot(page, "certificate-videos-delete", { fullPage: false });
    await confirm.getByRole("button", { name: "CANCEL" }).click();
    await expect(names(page)).toHaveCount(6);
    await row.getByRole("button", { name: "Delete LG1000871" }).click();
    await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "DELETE" }).click();
    await expect(page.getByText("The file has been deleted.")).toBeVisible();
    // Still by client: Aurora's two, Crescent's, Meridian's and Northstar's; the one without is gone.
    await expect(names(page)).toHaveText([
      "AUR-RING-1042",
      "AUR-NECK-2210",
      "CRS-EAR-0009",
      "LG1000234",
      "ORD7-2",
    ]);
    await expect(page.getByText(/of 5 entries/)).toBeVisible();

    // The date range (the shared rule): AUR-NECK-2210, seeded 4 days ago, alone in its day.
    const day = new Date(Date.now() - 4 * 86_400_000);
    const typed = `${String(day.getMonth() + 1).padStart(2, "0")}/${String(day.getDate()).padStart(2, "0")}/${day.getFullYear()}`;
    const start = filters.getByRole("textbox", { name: "Start Date" });
    await start.click();
    await start.fill(typed);
    await start.press("Enter");
    await expect(filters.getByRole("textbox", { name: "End Date" })).toHaveValue(typed);
    await filters.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(names(page)).toHaveText(["AUR-NECK-2210"]);

    // Edit opens the record in edit mode: its name, its client and its current video.
    await videoTable(page).getByRole("link", { name: "Edit AUR-NECK-2210" }).click();
    await expect(page).toHaveURL(/\/digital-certificates\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "AUR-NECK-2210" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "SKU" })).toHaveValue("AUR-NECK-2210");
    await expect(page.getByText("Current video")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
