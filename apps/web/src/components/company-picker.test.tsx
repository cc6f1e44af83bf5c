import type { CompanyOption } from "@loupe/domain/companies";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../test/render";
import { CompanyPicker, companyPickerDebounceMs } from "./company-picker";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

// The server's answer: pinned first, then by name (the picker must keep this order).
const options: CompanyOption[] = [
  { id: "p2", name: "Zenith Diamonds", logoUrl: "/api/files/zenith", pinned: true },
  { id: "a1", name: "Aurora Jewelers", logoUrl: null, pinned: false },
  { id: "b1", name: "Borealis Gems", logoUrl: null, pinned: false },
];

function answerBySearch() {
  fetchMock.mockImplementation(async (url) => {
    const search = new URL(String(url), "http://localhost").searchParams.get("search") ?? "";
    const items = options.filter((option) => option.name.toLowerCase().includes(search.toLowerCase()));
    return jsonResponse({ items });
  });
}

function Harness({ allowNone, onPick }: { allowNone?: boolean; onPick: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>("a1");
  return (
    <CompanyPicker
      kind="client"
      label="Client"
      value={value}
      allowNone={allowNone}
      onChange={(id) => {
        setValue(id);
        onPick(id);
      }}
    />
  );
}

// The written name of each option (its logo's initials left out).
const optionNames = () =>
  screen.getAllByRole("option").map((option) => option.querySelector("p")?.textContent ?? option.textContent);

describe("CompanyPicker", () => {
  it("keeps the server's order (pinned first), offers NONE, and reports ids or null", async () => {
    answerBySearch();
    const onPick = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<Harness allowNone onPick={onPick} />);
    const input = screen.getByRole("combobox", { name: "Client" });
    await vi.waitFor(() => expect((input as HTMLInputElement).value).toBe("Aurora Jewelers"));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/companies/options?kind=client");

    await events.click(input);
    // The options arrive with the options request, which may answer after the chosen name.
    await vi.waitFor(() =>
      expect(optionNames()).toEqual(["NONE", "Zenith Diamonds", "Aurora Jewelers", "Borealis Gems"]),
    );
    const zenith = screen.getByRole("option", { name: /Zenith Diamonds/ });
    expect(within(zenith).getByRole("img", { name: "Pinned" })).toBeTruthy();
    // The logo is decorative next to the written name.
    expect(zenith.querySelector("img")?.getAttribute("alt")).toBe("");

    await events.click(screen.getByRole("option", { name: /Borealis Gems/ }));
    expect(onPick).toHaveBeenLastCalledWith("b1");

    await events.click(input);
    await events.click(screen.getByRole("option", { name: "NONE" }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    // NONE shows as the placeholder, not as text in the field.
    expect((input as HTMLInputElement).value).toBe("");
    expect(input.getAttribute("placeholder")).toBe("NONE");
  });

  it("searches on the server once typing pauses", async () => {
    answerBySearch();
    const events = userEvent.setup();
    renderWithApp(<Harness onPick={() => {}} />);
    const input = screen.getByRole("combobox", { name: "Client" });
    await vi.waitFor(() => expect((input as HTMLInputElement).value).toBe("Aurora Jewelers"));
    await events.clear(input);
    await events.type(input, "bor");
    await vi.waitFor(() => expect(optionNames()).toEqual(["Borealis Gems"]));
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    await vi.waitFor(() => expect(urls()).toContain("/api/companies/options?kind=client&search=bor"));
    // Debounced: no request for the partial "b" or "bo".
    expect(urls()).not.toContain("/api/companies/options?kind=client&search=b");
    expect(screen.queryByRole("option", { name: "NONE" })).toBeNull();
  });

  it("shows an edited record's company before (or without) the options, and does not search for it", async () => {
    answerBySearch();
    const events = userEvent.setup();
    renderWithApp(
      <CompanyPicker
        kind="client"
        label="Client"
        value="gone"
        allowNone
        initialOption={{ id: "gone", name: "Old Atelier" }}
        onChange={() => {}}
      />,
    );
    const input = screen.getByRole("combobox", { name: "Client" });
    expect((input as HTMLInputElement).value).toBe("Old Atelier");
    await events.click(input);
    await vi.waitFor(() =>
      expect(optionNames()).toEqual([
        "NONE",
        "Old Atelier",
        "Zenith Diamonds",
        "Aurora Jewelers",
        "Borealis Gems",
      ]),
    );
    // Past the debounce: the shown name never became a search.
    await new Promise((resolve) => setTimeout(resolve, companyPickerDebounceMs + 100));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.every((url) => !url.includes("search="))).toBe(true);
  });

  it("does not search for NONE when nothing is chosen", async () => {
    answerBySearch();
    const events = userEvent.setup();
    function Unchosen() {
      const [value, setValue] = useState<string | null>(null);
      return <CompanyPicker kind="client" label="Client" value={value} allowNone onChange={setValue} />;
    }
    renderWithApp(<Unchosen />);
    const input = screen.getByRole("combobox", { name: "Client" });
    expect((input as HTMLInputElement).value).toBe("");
    expect(input.getAttribute("placeholder")).toBe("NONE");
    await new Promise((resolve) => setTimeout(resolve, companyPickerDebounceMs + 100));
    await events.click(input);
    await vi.waitFor(() =>
      expect(optionNames()).toEqual(["NONE", "Zenith Diamonds", "Aurora Jewelers", "Borealis Gems"]),
    );
    await events.click(screen.getByRole("option", { name: /Borealis Gems/ }));
    await new Promise((resolve) => setTimeout(resolve, companyPickerDebounceMs + 100));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.every((url) => !url.includes("search="))).toBe(true);
  });

  it("never yields NONE from typed text: the first real match is what ↓ Enter takes", async () => {
    answerBySearch();
    const onPick = vi.fn();
    const events = userEvent.setup();
    function Unchosen() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <CompanyPicker
          kind="client"
          label="Client"
          value={value}
          allowNone
          onChange={(id) => {
            setValue(id);
            onPick(id);
          }}
        />
      );
    }
    renderWithApp(<Unchosen />);
    const input = screen.getByRole<HTMLInputElement>("combobox", { name: "Client" });
    await events.click(input);
    await vi.waitFor(() => expect(optionNames()[0]).toBe("NONE"));
    // A click then typing: the typed text alone, never "NONEbor".
    await events.keyboard("bor");
    expect(input.value).toBe("bor");
    expect(screen.queryByRole("option", { name: "NONE" })).toBeNull();
    // The first real match is highlighted as soon as it is typed.
    const highlighted = document.getElementById(input.getAttribute("aria-activedescendant") ?? "");
    expect(highlighted?.textContent).toContain("Borealis Gems");
    // At once (before the server's answer) and after it: ↓ Enter takes the match.
    await events.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("b1");
    expect(input.value).toBe("Borealis Gems");
    expect(onPick).not.toHaveBeenCalledWith(null);
  });

  it("replaces a chosen company's name with what is typed, and NONE stays a choice in the list", async () => {
    answerBySearch();
    const onPick = vi.fn();
    const events = userEvent.setup();
    renderWithApp(<Harness allowNone onPick={onPick} />);
    const input = screen.getByRole<HTMLInputElement>("combobox", { name: "Client" });
    await vi.waitFor(() => expect(input.value).toBe("Aurora Jewelers"));
    await events.click(input);
    await events.keyboard("zen");
    expect(input.value).toBe("zen");
    await vi.waitFor(() => expect(optionNames()).toEqual(["Zenith Diamonds"]));
    await events.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("p2");
    // Emptying the typed text brings NONE back, first.
    await events.click(input);
    await events.keyboard("x{Backspace}");
    await vi.waitFor(() => expect(optionNames()[0]).toBe("NONE"));
    await events.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe("");
  });

  it("clears to NONE with its clear button", async () => {
    answerBySearch();
    const onPick = vi.fn();
    const events = userEvent.setup();
    const { container } = renderWithApp(<Harness allowNone onPick={onPick} />);
    const input = screen.getByRole<HTMLInputElement>("combobox", { name: "Client" });
    await vi.waitFor(() => expect(input.value).toBe("Aurora Jewelers"));
    const clear = container.querySelector("button.mantine-InputClearButton-root");
    expect(clear).not.toBeNull();
    await events.click(clear as HTMLButtonElement);
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe("");
    expect(input.getAttribute("placeholder")).toBe("NONE");
  });
});
