import { IconPencil, IconPrinter, IconTrash } from "@tabler/icons-react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { RowAction } from "./row-action";
import { rowIcon } from "./row-icon";

describe("RowAction", () => {
  it("is a button named by its label, with its hint for the CSS tooltip", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithApp(
      <RowAction label="Delete Ann" hint="Delete" color="red" icon={rowIcon(IconTrash)} onClick={onClick} />,
    );
    const button = screen.getByRole("button", { name: "Delete Ann" });
    expect(button.getAttribute("data-hint")).toBe("Delete");
    expect(button.getAttribute("data-color")).toBe("red");
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is an in-app link when it leads somewhere", () => {
    renderWithApp(<RowAction label="Edit Ann" icon={rowIcon(IconPencil)} to="/user/ann" />);
    const link = screen.getByRole("link", { name: "Edit Ann" });
    expect(link.getAttribute("href")).toBe("/user/ann");
    expect(link.hasAttribute("data-route-link")).toBe(true);
  });

  it("shows a loader and takes no click while loading", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithApp(<RowAction label="Print Ann" icon={rowIcon(IconPrinter)} loading onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Print Ann" });
    expect(button.hasAttribute("disabled")).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("stays focusable when not possible, and says why", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithApp(
      <RowAction
        label="Edit Ann"
        icon={rowIcon(IconPencil)}
        to="/user/ann"
        disabledReason="Not yours"
        onClick={onClick}
      />,
    );
    const button = screen.getByRole("button", { name: "Edit Ann" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Not yours",
    );
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
