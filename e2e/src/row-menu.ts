import type { Locator } from "@playwright/test";

// Runs one of a list row's folded actions: opens its 'More actions' menu, then picks `name`.
export async function rowMenuAction(row: Locator, name: string): Promise<void> {
  await row.getByRole("button", { name: /^More actions / }).click();
  await row.page().getByRole("menuitem", { name }).click();
}
