import path from "node:path";
import { messages } from "@loupe/domain/messages";
import ExcelJS from "exceljs";
import { decodeQuotedPrintable } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, latestMail, screenshot, test } from "./fixtures";

const fixture = (name: string) => path.resolve(import.meta.dirname, "../fixtures", name);

test.describe("clients", () => {
  test("are created with a logo, invited to the ad portal, verified and given credentials", async ({
    page,
    browser,
    server,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await signIn(page);
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Clients" }).click();
    await expect(page.getByRole("table", { name: "Clients" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Clients" }).getByText("Aurora Fine Jewelry")).toBeVisible();
    await screenshot(page, "clients");
    await expectNoSeriousAccessibilityViolations(page);

    await page.getByRole("button", { name: "New Client" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(messages.missingRequiredFields).first()).toBeVisible();

    const name = `Lumen Atelier ${Date.now()}`;
    await page.getByLabel("Company Name").fill(name);
    await page.getByLabel("Representative Name").fill("Iris Vega");
    await page.getByLabel("Email", { exact: true }).fill("iris@lumen.test");
    await page.getByLabel("Logo").setInputFiles(fixture("not-an-image.txt"));
    await expect(page.getByText(/Only PNG, JPEG, WebP or GIF images can be uploaded\./)).toBeVisible();
    await page.getByLabel("Logo").setInputFiles(fixture("logo.png"));
    await expect(page.getByRole("img", { name: /logo/i }).first()).toBeVisible();
    const dashes = page.getByRole("switch", {
      name: "Barcode service: send the name with dashes for spaces",
    });
    await expect(dashes).not.toBeChecked();
    await dashes.check();
    await page.getByLabel("Website").fill("https://lumen.example");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(messages.clientSaved)).toBeVisible();
    await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(dashes).toBeChecked();
    await expect(page.getByLabel("Website")).toHaveValue("https://lumen.example");
    await screenshot(page, "client-form-barcode-dashes");

    const email = `portal-${Date.now()}@lumen.test`;
    await page.getByLabel("Email To Send Request To").fill(email);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(messages.emailSent)).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend" })).toBeVisible();
    await screenshot(page, "client-form-invited");
    await expectNoSeriousAccessibilityViolations(page);

    const mail = decodeQuotedPrintable(await latestMail(server, email));
    const link = mail.match(/http:\/\/localhost:\d+\/portal\/verify\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(link ?? "");
    await expect(visitor.getByRole("heading", { name: "Your e-mail is verified" })).toBeVisible();
    await visitor.goto(link ?? "");
    await expect(visitor.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await visitorContext.close();

    await page.reload();
    await expect(page.getByLabel("Ad Portal Access")).toBeDisabled();
    await page.getByRole("button", { name: "Edit Advertisement Portal Credentials" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
    await dialog.getByLabel("Email").fill("owner@lumen.test");
    await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
    await dialog.getByLabel("New Password").fill("a portal password");
    await screenshot(page, "portal-credentials");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(`/clients?search=${encodeURIComponent(name)}`);
    const row = page.getByRole("table", { name: "Clients" }).getByRole("row").nth(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText("Active");
    expect(consoleErrors).toEqual([]);
  });

  test("have an SKU report at each of its addresses, exported as a spreadsheet and read back", async ({
    page,
    signIn,
  }) => {
    await signIn(page, { at: "/clients?search=Meridian" });
    await page
      .getByRole("table", { name: "Clients" })
      .getByRole("link", { name: "Meridian Diamonds" })
      .click();
    // The link navigates inside the app: read the id only once the edit page's URL is there.
    await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").at(-1);
    await page.goto(`/company/${id}`);
    await expect(page.getByRole("heading", { name: "Meridian Diamonds" })).toBeVisible();
    await expect(page.getByText("Total SKUs")).toBeVisible();
    await expect(page.getByRole("table", { name: "SKUs" })).toBeVisible();
    await expect(page.getByTestId("total-skus")).not.toHaveText("0");
    const total = Number(await page.getByTestId("total-skus").innerText());
    await screenshot(page, "sku-report");
    await expectNoSeriousAccessibilityViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Meridian Diamonds SKUS.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet("Meridian Diamonds SKUS");
    expect(sheet?.getRow(1).getCell(1).value).toBe("DIS Certificate");
    expect((sheet?.rowCount ?? 0) - 1).toBe(total);

    // New Diamond starts the form with this client chosen.
    await page.getByRole("link", { name: "New Diamond" }).click();
    await expect(page).toHaveURL(`/diamond/new?client=${id}`);
    await page.getByRole("combobox", { name: "Template", exact: true }).click();
    await page.getByRole("option", { name: "6. Extra Minimalist", exact: true }).click();
    await expect(page.getByRole("combobox", { name: "Client", exact: true })).toHaveValue(
      "Meridian Diamonds",
    );

    await page.goto(`/clients/profile/${id}`);
    await expect(page.getByRole("heading", { name: "Meridian Diamonds" })).toBeVisible();
  });
});

test.describe("customers", () => {
  test("need only a name, are invited and verified the same way, and are deleted after confirmation", async ({
    page,
    browser,
    server,
    signIn,
  }) => {
    test.slow();
    await signIn(page, { at: "/customers" });
    await page.getByRole("button", { name: "New Customer" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Company's Name").first()).toBeVisible();
    const name = `Quay Street ${Date.now()}`;
    await page.getByLabel("Company's Name").fill(name);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(messages.customerSaved)).toBeVisible();

    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(messages.inviteEmailRequired("customer"))).toBeVisible();
    const email = `buyer-${Date.now()}@quay.test`;
    await page.getByLabel("Email To Send Request To").fill(email);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(messages.emailSent)).toBeVisible();
    await screenshot(page, "customer-form");
    await expectNoSeriousAccessibilityViolations(page);

    const mail = decodeQuotedPrintable(await latestMail(server, email));
    const link = mail.match(/http:\/\/localhost:\d+\/portal\/verify\?token=[\w-]+/)?.[0];
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(link ?? "");
    await expect(visitor.getByRole("heading", { name: "Your e-mail is verified" })).toBeVisible();
    await visitorContext.close();
    await page.reload();
    await expect(page.getByLabel("Ad Portal Access")).toBeDisabled();
    await page.getByRole("button", { name: "Edit Advertisement Portal Credentials" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill("owner@quay.test");
    await dialog.getByLabel("New Password").fill("a customer portal password");
    await dialog.getByRole("button", { name: "Save" }).click();
    // The toast first: it shows for 2.5 s from the moment the dialog closes.
    await expect(page.getByText(messages.portalCredentialsUpdated)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "DELETE", exact: true }).click();
    await expect(page).toHaveURL(/\/customers(\?.*)?$/);
    await page.goto(`/customers?search=${encodeURIComponent(name)}`);
    await expect(page.getByText("Showing 0 to 0 of 0 entries")).toBeVisible();
  });
});
