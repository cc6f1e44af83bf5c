import { linkOpenGuardMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { useLinkOpenGuard } from "./use-link-open-guard";

function Harness() {
  const guard = useLinkOpenGuard();
  return (
    <>
      <button type="button" onClick={guard.opened}>
        Open link
      </button>
      <p>{guard.active ? "guarded" : "free"}</p>
    </>
  );
}

// True when the page refused to unload (a listener cancelled beforeunload).
function unloadRefused(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

// fireEvent, not user-event: Testing Library's async wrapper waits on a real setTimeout that
// Vitest's fake timers never run, so user-event hangs here.
const clickOpen = () => fireEvent.click(screen.getByRole("button", { name: "Open link" }));

async function navigateTo(router: ReturnType<typeof renderWithApp>["router"], path: string) {
  await act(async () => {
    await router.navigate(path);
  });
}

const showNote = vi.spyOn(notifications, "show");

beforeEach(() => {
  vi.useFakeTimers();
  showNote.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useLinkOpenGuard", () => {
  it("leaves the page free until a link is opened", async () => {
    const { router } = renderWithApp(<Harness />);
    expect(screen.getByText("free")).toBeTruthy();
    expect(unloadRefused()).toBe(false);
    await navigateTo(router, "/elsewhere");
    expect(router.state.location.pathname).toBe("/elsewhere");
    expect(showNote).not.toHaveBeenCalled();
  });

  it("blocks unloading and in-app navigation for the guard period, then releases", async () => {
    const { router } = renderWithApp(<Harness />);
    clickOpen();
    expect(screen.getByText("guarded")).toBeTruthy();

    expect(unloadRefused()).toBe(true);
    await navigateTo(router, "/elsewhere");
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("guarded")).toBeTruthy();
    // The cancelled navigation is explained, not silent.
    expect(showNote).toHaveBeenCalledWith(
      expect.objectContaining({ message: messages.navigationResumesSoon }),
    );

    act(() => vi.advanceTimersByTime(linkOpenGuardMs - 1));
    expect(unloadRefused()).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("free")).toBeTruthy();
    expect(unloadRefused()).toBe(false);
    await navigateTo(router, "/elsewhere");
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("restarts the period when another link is opened", () => {
    renderWithApp(<Harness />);
    clickOpen();
    act(() => vi.advanceTimersByTime(3000));
    clickOpen();
    act(() => vi.advanceTimersByTime(3000));
    expect(unloadRefused()).toBe(true);
    act(() => vi.advanceTimersByTime(linkOpenGuardMs - 3000));
    expect(unloadRefused()).toBe(false);
  });

  it("stops guarding when the page unmounts", () => {
    const { unmount } = renderWithApp(<Harness />);
    clickOpen();
    unmount();
    expect(unloadRefused()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
