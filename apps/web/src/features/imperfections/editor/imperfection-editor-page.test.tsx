import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import { newDesignSymbol } from "@loupe/domain/imperfections/imperfection-design";
import { messages } from "@loupe/domain/messages";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { bodyOf, stubFetch, writesOf } from "../../../test/fetch-mock";
import { jsonResponse, renderWithApp } from "../../../test/render";
import { imperfectionRow } from "../list/imperfection-fixture";
import { ImperfectionEditorPage } from "./imperfection-editor-page";

// jsdom cannot draw a canvas: the stage is replaced by what it was given (its symbols' labels).
vi.mock("./plot-stage", () => ({
  PlotStage: ({ state }: { state: { present: { symbols: Array<{ symbol: { label: string } }> } } }) => (
    <p data-testid="stage">{state.present.symbols.map((placed) => placed.symbol.label).join(",")}</p>
  ),
}));

const fetchMock = stubFetch({ notifications: true });

const saved = (overrides: Partial<Imperfection> = {}): Imperfection => ({
  ...imperfectionRow(),
  displayImperfectionIcons: true,
  design: { canvas_data: [newDesignSymbol("cloud")] },
  ...overrides,
});

const open = (path: string) =>
  renderWithApp(<ImperfectionEditorPage />, { path: "/imperfections/:id", route: path });

describe("the imperfection editor page", () => {
  it("adds symbols from the palette and saves a new map under the name asked for", async () => {
    const user = userEvent.setup();
    const shown = vi.spyOn(notifications, "show");
    fetchMock.mockResolvedValue(jsonResponse(saved({ id: "0190a000-0000-7000-8000-0000000000aa" }), 201));
    const { router } = open("/imperfections/new");
    await user.click(screen.getByRole("button", { name: "Add cloud" }));
    await user.click(screen.getByRole("button", { name: "Add nick" }));
    expect(screen.getByTestId("stage").textContent).toBe("cloud,nick");
    await user.click(screen.getByRole("button", { name: "Save Image" }));
    const dialog = await screen.findByRole("dialog", { name: "Save Image" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(messages.imperfectionNameRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Name"), "Oval plot");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/imperfections/0190a000-0000-7000-8000-0000000000aa"),
    );
    const [post] = writesOf(fetchMock);
    expect(bodyOf(post)).toEqual({
      name: "Oval plot",
      shape: "Asscher",
      displayImperfectionIcons: true,
      design: { canvas_data: [newDesignSymbol("cloud"), newDesignSymbol("nick")] },
    });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: messages.imperfectionSaved }));
  });

  it("draws its frame while the map is read, every control waiting, then opens the map's symbols to edit", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    open("/imperfections/0190a000-0000-7000-8000-000000000001");
    const add = await screen.findByRole("button", { name: "Add cloud" });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Save Image" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("stage").textContent).toBe("");
    answer(
      jsonResponse(saved({ design: { canvas_data: [newDesignSymbol("cloud"), newDesignSymbol("knot")] } })),
    );
    await waitFor(() => expect(screen.getByTestId("stage").textContent).toBe("cloud,knot"));
    expect((screen.getByRole("button", { name: "Add cloud" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Save Image" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(imperfectionRow().name);
  });

  it("opens a printed map read-only", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(saved({ printed: true, printDate: "2026-03-06T09:00:00.000Z" })),
    );
    open("/imperfections/0190a000-0000-7000-8000-000000000001");
    expect(await screen.findByText(messages.imperfectionPrinted)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Image" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add cloud" })).toBeNull();
    expect(screen.getByTestId("stage").textContent).toBe("cloud");
  });

  it("says a design it cannot read could not be loaded, and draws nothing", async () => {
    const unreadable = { canvas_data: [{ ...newDesignSymbol("cloud"), label: "smudge" }] };
    fetchMock.mockResolvedValue(jsonResponse({ ...saved(), design: unreadable }));
    open("/imperfections/0190a000-0000-7000-8000-000000000001");
    expect(await screen.findByText(messages.imperfectionDesignUnreadable)).toBeTruthy();
    expect(screen.queryByTestId("stage")).toBeNull();
  });
});
