import { attributeNames } from "@loupe/domain/options/attributes";
import { signInAsNewAdministrator } from "./api";
import {
  collectPageErrors,
  expect,
  expectNoSeriousAccessibilityViolations,
  screenshot,
  test,
} from "./fixtures";

test.describe("the attributes screen", () => {
  test("an editor adds a cut value and picks it in the diamond form at once", async ({
    page,
    browser,
    server,
    signIn,
    consoleErrors,
  }) => {
    test.slow();
    await signIn(page);
    const editor = await signInAsNewAdministrator(page, browser, server.baseURL, signIn, ["edit_attributes"]);
    const errors: string[] = [];
    collectPageErrors(editor, errors);
    await editor.setViewportSize({ width: 1440, height: 900 });
    await editor.goto("/attributes");
    await expect(editor.getByRole("heading", { level: 1, name: "Attributes" })).toBeVisible();
    const cards = editor.getByRole("heading", { level: 2 });
    await expect(cards).toHaveText([...attributeNames]);
    await expectNoSeriousAccessibilityViolations(editor);
    await screenshot(editor, "attributes-1440");
    await editor.setViewportSize({ width: 1024, height: 768 });
    await screenshot(editor, "attributes-1024");

    await editor.getByRole("button", { name: "View / edit cut" }).click();
    const dialog = editor.getByRole("dialog", { name: "Attribute: cut" });
    await expect(dialog.getByRole("row", { name: /Ideal Built-in/ }).first()).toBeVisible();
    // A value is required, and no duplicate in any letter case.
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("You must enter a value")).toBeVisible();
    await dialog.getByRole("textbox", { name: "New value" }).fill("ideal");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("This value is already in the list")).toBeVisible();
    const value = `Astor ${Date.now().toString(36)}`;
    await dialog.getByRole("textbox", { name: "New value" }).fill(value);
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByRole("row", { name: `${value} Added` })).toBeVisible();
    // Renamed, then a second value added and deleted after the question of who uses it.
    await dialog.getByRole("button", { name: `Rename ${value}` }).click();
    await dialog.getByRole("textbox", { name: `New name for ${value}` }).fill(`${value} Royal`);
    await dialog.getByRole("button", { name: `Save the new name of ${value}` }).click();
    const renamed = `${value} Royal`;
    await expect(dialog.getByRole("row", { name: `${renamed} Added` })).toBeVisible();
    await dialog.getByRole("textbox", { name: "New value" }).fill("Short lived");
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.getByRole("button", { name: "Delete Short lived" }).click();
    await expect(editor.getByText('No record uses "Short lived". Delete it from the list?')).toBeVisible();
    await editor.getByRole("button", { name: "DELETE", exact: true }).click();
    await expect(dialog.getByRole("row", { name: /Short lived/ })).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(editor);
    await screenshot(editor, "attributes-cut-dialog");
    await editor.keyboard.press("Escape");

    // The Number type accepts 15 to 29 seconds.
    await editor.getByRole("button", { name: "View / edit timerTickerBeforeAd" }).click();
    const timer = editor.getByRole("dialog", { name: "Attribute: timerTickerBeforeAd" });
    await timer.getByRole("spinbutton", { name: "Seconds" }).fill("30");
    await timer.getByRole("button", { name: "Set" }).click();
    await expect(timer.getByText("The Number type accepts 15 to 29 seconds.").last()).toBeVisible();
    await timer.getByRole("spinbutton", { name: "Seconds" }).fill("20");
    await timer.getByRole("button", { name: "Set" }).click();
    await expect(timer.getByRole("row", { name: "20 Added" })).toBeVisible();
    await editor.keyboard.press("Escape");

    // The diamond form offers it at once.
    await editor.goto("/diamond/new");
    await editor.getByRole("combobox", { name: "Template", exact: true }).click();
    await editor.getByRole("option", { name: "1. Everything", exact: true }).click();
    await editor.getByRole("combobox", { name: "Cut", exact: true }).click();
    await editor.getByRole("option", { name: renamed, exact: true }).click();
    await expect(editor.getByRole("combobox", { name: "Cut", exact: true })).toHaveValue(renamed);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await editor.context().close();
  });

  test("an administrator without edit_attributes sees the screen read-only", async ({
    page,
    browser,
    server,
    signIn,
  }) => {
    await signIn(page);
    const viewer = await signInAsNewAdministrator(page, browser, server.baseURL, signIn, ["super_admin"]);
    await viewer.goto("/attributes");
    await expect(viewer.getByText("Read-only")).toBeVisible();
    await viewer.getByRole("button", { name: "View / edit metal" }).click();
    const dialog = viewer.getByRole("dialog", { name: "Attribute: metal" });
    await expect(dialog.getByText("Built-in").first()).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "New value" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    await expectNoSeriousAccessibilityViolations(viewer);
    await screenshot(viewer, "attributes-read-only");
    await viewer.context().close();
  });
});
