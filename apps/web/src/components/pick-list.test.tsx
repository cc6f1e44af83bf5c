import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { PickList } from "./pick-list";
import { pickListMatches } from "./pick-list-matches";

const grades = ["Poor", "Fair", "Good", "Very Good", "Excellent"];

function Harness({
  initial = null,
  onPick,
}: {
  initial?: string | null;
  onPick: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PickList
        label="Symmetry"
        data={grades}
        value={value}
        clearable
        onChange={(next) => {
          setValue(next);
          onPick(next);
        }}
      />
    </form>
  );
}

const field = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Symmetry" });
const shownOptions = () => screen.getAllByRole("option").map((option) => option.textContent);

describe("pickListMatches", () => {
  it("keeps what matches, the whole label first, then its start, a word's start, anywhere", () => {
    const clarity = ["VVS1", "VS2", "VS1", "SI1"].map((label) => ({ value: label, label }));
    expect(pickListMatches(clarity, "vs1").map((option) => option.label)).toEqual(["VS1", "VVS1"]);
    const cut = ["None", "Excellent", "Very Good", "Good"].map((label) => ({ value: label, label }));
    expect(pickListMatches(cut, "good").map((option) => option.label)).toEqual(["Good", "Very Good"]);
    expect(pickListMatches(cut, "oo").map((option) => option.label)).toEqual(["Very Good", "Good"]);
    expect(pickListMatches(cut, "  ").map((option) => option.label)).toEqual(cut.map((o) => o.label));
    expect(pickListMatches(cut, "zz")).toEqual([]);
  });
});

describe("PickList", () => {
  it("narrows the list to what is typed, and ↓ Enter takes the best match", async () => {
    const onPick = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<Harness onPick={onPick} />);
    await events.click(field());
    await events.keyboard("Very");
    expect(shownOptions()).toEqual(["Very Good"]);
    await events.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("Very Good");
    expect(field().value).toBe("Very Good");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("takes nothing (and submits nothing) on Enter when no option is highlighted", async () => {
    const onPick = vi.fn();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const events = userEvent.setup();
    renderWithApp(<Harness initial="Fair" onPick={onPick} />);
    field().form?.addEventListener("submit", submit);
    await events.click(field());
    await events.keyboard("{Enter}");
    await events.keyboard("zz{Enter}");
    expect(onPick).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    // Leaving the field keeps the choice it had.
    await events.tab();
    expect(field().value).toBe("Fair");
  });

  it("highlights the best match of what is typed, which Enter takes without submitting", async () => {
    const onPick = vi.fn();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const events = userEvent.setup();
    renderWithApp(<Harness initial="Fair" onPick={onPick} />);
    field().form?.addEventListener("submit", submit);
    await events.click(field());
    await events.keyboard("Good");
    const highlighted = () => document.getElementById(field().getAttribute("aria-activedescendant") ?? "");
    expect(shownOptions()).toEqual(["Good", "Very Good"]);
    expect(highlighted()?.textContent).toBe("Good");
    await events.keyboard("{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("Good");
    expect(submit).not.toHaveBeenCalled();
  });

  it("moves from the typed best match only on the second ↓", async () => {
    const onPick = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<Harness onPick={onPick} />);
    await events.click(field());
    await events.keyboard("Good{ArrowDown}{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("Very Good");
  });

  it("replaces the shown choice with what is typed, as a native select's type-ahead does", async () => {
    const onPick = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<Harness initial="Poor" onPick={onPick} />);
    await events.click(field());
    await events.keyboard("Exc");
    expect(field().value).toBe("Exc");
    await events.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("Excellent");
  });

  it("opens a closed list on ↓ with the current choice highlighted, and moves the highlight", async () => {
    const onPick = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<Harness initial="Good" onPick={onPick} />);
    field().focus();
    expect(screen.queryByRole("listbox")).toBeNull();
    await events.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeTruthy();
    const highlighted = () => document.getElementById(field().getAttribute("aria-activedescendant") ?? "");
    expect(highlighted()?.textContent).toBe("Good");
    expect(field().getAttribute("aria-expanded")).toBe("true");
    await events.keyboard("{ArrowDown}");
    expect(highlighted()?.textContent).toBe("Very Good");
    await events.keyboard("{ArrowUp}{ArrowUp}{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("Fair");
  });

  it("closes on Escape and keeps the choice", async () => {
    const onPick = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<Harness initial="Good" onPick={onPick} />);
    await events.click(field());
    await events.keyboard("Ex{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(field().value).toBe("Good");
    expect(onPick).not.toHaveBeenCalled();
  });
});
