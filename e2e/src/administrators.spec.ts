import { messages } from "@loupe/domain/messages";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

test.describe("administrators", () => {
  test("are created, found, edited and deleted", async ({ page, signIn, consoleErrors }) => {
    test.slow();
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Administrator" })
      .click();
    await expect(page).toHaveURL(/\/user/);
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(6); // header + 5 per page by default
    await expect(page.getByText(/Showing 1 to 5 of \d+ entries/)).toBeVisible();
    await screenshot(page, "administrators");
    await expectNoSeriousAccessibilityViolations(page);

    const stamp = Date.now();
    const fullName = `Zelda Grader ${stamp}`;
    await page.getByRole("button", { name: "Add New Admin" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(messages.missingRequiredFields).first()).toBeVisible();
    await screenshot(page, "administrator-form-missing");
    await expectNoSeriousAccessibilityViolations(page);
    await dialog.getByLabel("Full Name").fill(fullName);
    await dialog.getByLabel("Phone").fill("2125550123");
    await expect(dialog.getByLabel("Phone")).toHaveValue("(212) 555-0123");
    await dialog.getByLabel("Email Address").fill(`zelda-${stamp}@lab.test`);
    await dialog.getByLabel("Password").fill("zelda's long password");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(messages.administratorCreated)).toBeVisible();
    // Sorted by name the new administrator may be on any page: the list shows them by e-mail.
    await expect(page).toHaveURL(/search=zelda-/);
    await expect(table.getByText(fullName)).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(`Zelda Grader ${stamp}`);
    await expect(page).toHaveURL(/search=Zelda/);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByText("(212) 555-0123")).toBeVisible();
    await expect(page.getByText("Showing 1 to 1 of 1 entries")).toBeVisible();
    // The filtered view survives a reload.
    await page.reload();
    await expect(table.getByText(fullName)).toBeVisible();

    await table.getByRole("button", { name: /edit/i }).click();
    await dialog.getByLabel("Full Name").fill(`${fullName} Senior`);
    await dialog.getByRole("switch", { name: "Needs Approval" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(messages.administratorUpdated)).toBeVisible();
    await expect(table.getByText(`${fullName} Senior`)).toBeVisible();
    // Highlighted, and said in words next to the name; both readable (axe checks the contrast).
    const row = table.getByRole("row").filter({ hasText: `${fullName} Senior` });
    await expect(row.getByText("Needs approval")).toBeVisible();
    await expect(row).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await screenshot(page, "administrators-needs-approval");
    await expectNoSeriousAccessibilityViolations(page);

    await table.getByRole("link", { name: `${fullName} Senior`, exact: true }).click();
    await expect(page).toHaveURL(/\/user\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: `${fullName} Senior` })).toBeVisible();
    await expect(page.getByText("Total Video Posts")).toBeVisible();
    await expect(page.getByText("No posts yet")).toBeVisible();
    await screenshot(page, "administrator-detail");
    await expectNoSeriousAccessibilityViolations(page);
    await page.goBack();

    await table.getByRole("button", { name: /delete/i }).click();
    await expect(page.getByText(messages.confirmDeleteTitle)).toBeVisible();
    await expect(page.getByText(messages.confirmDeleteText)).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "CANCEL" }).click();
    await expect(table.getByText(`${fullName} Senior`)).toBeVisible();
    await table.getByRole("button", { name: /delete/i }).click();
    await page.getByRole("dialog").getByRole("button", { name: "DELETE", exact: true }).click();
    await expect(page.getByText(messages.deletedTitle).first()).toBeVisible();
    await expect(table.getByText(`${fullName} Senior`)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("page forward and back, with the page size in the URL", async ({ page, signIn }) => {
    await signIn(page, { at: "/user?sort=fullName:asc" });
    const table = page.getByRole("table");
    await expect(page.getByText(/Showing 1 to 5 of \d+ entries/)).toBeVisible();
    const firstPage = await table.getByRole("row").allInnerTexts();
    await page.getByRole("button", { name: /next/i }).click();
    await expect(page.getByText(/Showing 6 to \d+ of \d+ entries/)).toBeVisible();
    await page.getByRole("button", { name: /previous/i }).click();
    await expect(page.getByText(/Showing 1 to 5 of \d+ entries/)).toBeVisible();
    expect(await table.getByRole("row").allInnerTexts()).toEqual(firstPage);
    await page.getByLabel("Per page").selectOption("10");
    await expect(page).toHaveURL(/limit=10/);
    await expect(page.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeVisible();
  });

  test("offer no delete of your own account, saying why before anyone asks", async ({ page, signIn }) => {
    await signIn(page, { at: "/user?search=Demo%20Administrator" });
    const own = page.getByRole("table").getByRole("button", { name: "Delete Demo Administrator" });
    await expect(own).toHaveAttribute("aria-disabled", "true");
    await expect(own).toHaveAccessibleDescription(messages.cannotDeleteSelf);
    await own.hover();
    await screenshot(page, "administrators-own-delete-refused");
    await own.click({ force: true });
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
