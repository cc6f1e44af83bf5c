import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

// Opens a list row's 'More actions' menu (row-more-actions.tsx) and returns its item `name`.
export async function rowMenuItem(user: UserEvent, row: string, name: string): Promise<HTMLElement> {
  await user.click(screen.getByRole("button", { name: `More actions ${row}` }));
  return screen.findByRole("menuitem", { name });
}

// The accessible names of a menu's items, in order, once it is open.
export async function rowMenuItemNames(user: UserEvent, row: string): Promise<(string | null)[]> {
  await user.click(screen.getByRole("button", { name: `More actions ${row}` }));
  const items = await screen.findAllByRole("menuitem");
  return items.map((item) => item.getAttribute("aria-label"));
}
