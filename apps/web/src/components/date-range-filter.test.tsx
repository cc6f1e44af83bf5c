import { messages } from "@loupe/domain/messages";
import { Notifications, notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DayRange } from "../lib/days";
import { renderWithApp } from "../test/render";
import { DateRangeFilter } from "./date-range-filter";

afterEach(() => {
  act(() => notifications.clean());
});

describe("DateRangeFilter", () => {
  function renderFilter(initial: DayRange) {
    const onChange = vi.fn();
    function Harness() {
      const [range, setRange] = useState(initial);
      return (
        <DateRangeFilter
          start={range.start}
          end={range.end}
          onChange={(next) => {
            onChange(next);
            setRange(next);
          }}
        />
      );
    }
    renderWithApp(
      <>
        <Notifications />
        <Harness />
      </>,
    );
    return { onChange, user: userEvent.setup() };
  }

  const startInput = () => screen.getByLabelText("Start Date") as HTMLInputElement;
  const endInput = () => screen.getByLabelText("End Date") as HTMLInputElement;

  it("shows the days as MM/DD/YYYY", () => {
    renderFilter({ start: "2026-11-10", end: "2026-11-20" });
    expect(startInput().value).toBe("11/10/2026");
    expect(endInput().value).toBe("11/20/2026");
  });

  it("sets the end to the chosen start day", async () => {
    const { onChange, user } = renderFilter({ start: "2026-11-10", end: "2026-11-20" });
    await user.click(startInput());
    await user.click(await screen.findByRole("button", { name: "25 November 2026" }));
    expect(onChange).toHaveBeenLastCalledWith({ start: "2026-11-25", end: "2026-11-25" });
    expect(startInput().value).toBe("11/25/2026");
    expect(endInput().value).toBe("11/25/2026");
  });

  it("keeps the start when a later end is chosen", async () => {
    const { onChange, user } = renderFilter({ start: "2026-11-10", end: "2026-11-10" });
    await user.click(endInput());
    await user.click(await screen.findByRole("button", { name: "23 November 2026" }));
    expect(onChange).toHaveBeenLastCalledWith({ start: "2026-11-10", end: "2026-11-23" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns and clears both when the end is before the start", async () => {
    const { onChange, user } = renderFilter({ start: "2026-11-10", end: "2026-11-20" });
    await user.click(endInput());
    await user.click(await screen.findByRole("button", { name: "5 November 2026" }));
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: null });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(messages.dateRangeWarningTitle)).toBeTruthy();
    expect(within(alert).getByText(messages.dateRangeInvalid)).toBeTruthy();
    expect(startInput().value).toBe("");
    expect(endInput().value).toBe("");
  });

  it("clears one date with its clear button", async () => {
    const { onChange, user } = renderFilter({ start: "2026-11-10", end: "2026-11-20" });
    await user.click(screen.getByRole("button", { name: "Clear end date" }));
    expect(onChange).toHaveBeenLastCalledWith({ start: "2026-11-10", end: null });
    await user.click(screen.getByRole("button", { name: "Clear start date" }));
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: null });
  });

  it("takes a day typed as MM/DD/YYYY, and nothing from a half-typed one", async () => {
    const { onChange, user } = renderFilter({ start: null, end: null });
    await user.type(startInput(), "11/2");
    expect(onChange).not.toHaveBeenCalled();
    await user.type(startInput(), "5/2026");
    expect(onChange).toHaveBeenLastCalledWith({ start: "2026-11-25", end: "2026-11-25" });
    // Emptying a field clears its day; a day that does not exist is not taken.
    await user.clear(endInput());
    expect(onChange).toHaveBeenLastCalledWith({ start: "2026-11-25", end: null });
    const calls = onChange.mock.calls.length;
    await user.type(endInput(), "02/30/2026");
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(calls);
    expect(endInput().value).toBe("");
  });

  it("ignores a day in the URL that is not a real day", () => {
    renderFilter({ start: "2026-02-30", end: "soon" });
    expect(startInput().value).toBe("");
    expect(endInput().value).toBe("");
  });
});
