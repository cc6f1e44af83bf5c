import { messages } from "@loupe/domain/messages";
import type { Page } from "@playwright/test";
import { createAdministratorThroughApi, createDiamondThroughApi, signInAsNewAdministrator } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

const logTable = (page: Page) => page.getByRole("table", { name: "Activity Log" });

// Applies the log's filters as a person does: fields, then Filters.
async function searchLog(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Search" }).fill(text);
  await page.getByRole("button", { name: "Filters", exact: true }).click();
}

test.describe("the activity log", () => {
  test("finds a diamond's colour change and a client's rename by certificate and by user", async ({
    page,
    server,
    signIn,
    consoleErrors,
  }) => {
    // Two sign-ins, two edits and five searches: over a minute on the shared 2 cores.
    test.slow();
    const { baseURL } = server;
    await signIn(page);
    const editor = { fullName: `Log Editor ${Date.now()}`, email: `log-editor-${Date.now()}@lab.test` };
    await createAdministratorThroughApi(page.request, baseURL, {
      ...editor,
      password: "a password for the log editor",
      permissions: ["view_activity_log"],
    });
    const certificateNumber = `LG${Date.now()}`;
    const { id: diamondId } = await createDiamondThroughApi(page.request, baseURL, {
      certificateNumber,
      color: { template: "Standard", value: "G", asterisks: "" },
    });
    const clientName = `Aurora Log ${Date.now()}`;
    const client = await page.request.post(`${baseURL}/api/clients`, {
      headers: { origin: baseURL },
      data: { name: clientName, representativeName: "Nadia Flores", email: "nadia@aurora.test" },
    });
    expect(client.status(), await client.text()).toBe(201);
    const clientId: string = (await client.json()).id;

    // The editor changes the colour G → F and renames the client, in the app.
    await page.context().clearCookies();
    await signIn(page, {
      at: `/diamond/${diamondId}`,
      as: { email: editor.email, password: "a password for the log editor" },
    });
    await page.getByRole("combobox", { name: "Color", exact: true }).click();
    await page.getByRole("option", { name: "F", exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(messages.diamondSaved)).toBeVisible();
    await page.goto(`/clients/${clientId}`);
    const renamed = `${clientName} Renamed`;
    await page.getByLabel("Company Name").fill(renamed);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(messages.clientSaved)).toBeVisible();

    // By certificate: the diamond's update, opened to its changes.
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Activity Log" })
      .click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(logTable(page).getByText(`${editor.fullName} updated`).first()).toBeVisible();
    await screenshot(page, "activity-log");
    await searchLog(page, certificateNumber);
    const update = logTable(page).getByRole("button", { name: new RegExp(`updated .*${certificateNumber}`) });
    await expect(update).toBeVisible();
    await update.click();
    await expect(logTable(page).getByRole("listitem").filter({ hasText: "Color: G → F" })).toBeVisible();
    await expect(page.getByText(/of 2 entries/)).toBeVisible();
    await screenshot(page, "activity-log-expanded");
    await expectNoSeriousAccessibilityViolations(page);

    // By name: the client's rename; then by user alone: both.
    await searchLog(page, renamed);
    await expect(
      logTable(page).getByRole("button", { name: new RegExp(`${editor.fullName} updated`) }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.getByRole("combobox", { name: "User" }).click();
    await page.getByRole("option", { name: editor.fullName }).click();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(page.getByRole("button", { name: `Remove filter User: ${editor.fullName}` })).toBeVisible();
    await expect(logTable(page).getByRole("link", { name: certificateNumber }).first()).toBeVisible();
    await expect(logTable(page).getByRole("link", { name: renamed }).first()).toBeVisible();
    await screenshot(page, "activity-log-by-user");
    expect(consoleErrors).toEqual([]);
  });

  test("warns and clears both dates when the end comes before the start", async ({ page, signIn }) => {
    await signIn(page, { at: "/logs" });
    const start = page.getByRole("textbox", { name: "Start Date" });
    await start.click();
    await start.fill("03/10/2026");
    await start.press("Enter");
    const end = page.getByRole("textbox", { name: "End Date" });
    await expect(end).toHaveValue("03/10/2026");
    await end.fill("03/02/2026");
    await end.press("Tab");
    await expect(page.getByText(messages.dateRangeInvalid)).toBeVisible();
    await expect(start).toHaveValue("");
    await expect(end).toHaveValue("");
  });

  test("is hidden from administrators without the permission, who get the 403 page", async ({
    page,
    browser,
    server,
    signIn,
  }) => {
    await signIn(page);
    const other = await signInAsNewAdministrator(page, browser, server.baseURL, signIn, ["super_admin"]);
    const menu = other.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Administrator" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Activity Log" })).toHaveCount(0);
    await other.goto("/logs");
    await expect(other.getByRole("heading", { level: 1, name: messages.forbiddenPage })).toBeVisible();
    await expect(other.getByText("403", { exact: true })).toBeVisible();
    expect((await other.request.get("/api/activity-log")).status()).toBe(403);
    await screenshot(other, "activity-log-forbidden");
    await expectNoSeriousAccessibilityViolations(other);
    await other.context().close();
  });
});
