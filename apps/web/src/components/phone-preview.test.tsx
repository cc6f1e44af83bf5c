import { phonePreview } from "@loupe/domain/constants";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { PhonePreview, phonePreviewScale, phonePreviewToolbarHeight } from "./phone-preview";

const url = "https://example.com/c/ABC123";
const title = "Certificate ABC123";

const initialSize = { width: window.innerWidth, height: window.innerHeight };

function resizeWindow(width: number, height: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  Object.defineProperty(window, "innerHeight", { configurable: true, writable: true, value: height });
}

afterEach(() => {
  resizeWindow(initialSize.width, initialSize.height);
  vi.restoreAllMocks();
});

describe("phonePreviewScale", () => {
  // The device is 428 + 2 × 16 = 460 wide and 926 + 28 + 34 = 988 tall; 24 of padding each side.
  it("never enlarges the phone beyond its real size", () => {
    expect(phonePreviewScale(3000, 3000)).toBe(1);
    expect(phonePreviewScale(460 + 48, 988 + 48)).toBe(1);
  });

  it("fits the height when the viewport is short", () => {
    expect(phonePreviewScale(1920, 494 + 48)).toBeCloseTo(0.5);
  });

  it("fits the width when the viewport is narrow", () => {
    expect(phonePreviewScale(230 + 48, 2000)).toBeCloseTo(0.5);
  });

  it("keeps a small positive scale on a tiny viewport", () => {
    expect(phonePreviewScale(10, 10)).toBeGreaterThan(0);
  });
});

describe("PhonePreview", () => {
  function renderPreview(onClose = vi.fn(), onOpenInTab = vi.fn()) {
    renderWithApp(
      <PhonePreview url={url} title={title} opened onClose={onClose} onOpenInTab={onOpenInTab} />,
    );
    return { onClose, onOpenInTab };
  }

  it("is a titled dialog with a 428 × 926 frame of the page inside the bezels", () => {
    renderPreview();
    expect(screen.getByRole("dialog", { name: title })).toBeTruthy();
    const frame = screen.getByTitle(title);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe(url);
    expect(frame.style.width).toBe(`${phonePreview.width}px`);
    expect(frame.style.height).toBe(`${phonePreview.height}px`);
    const device = screen.getByTestId("phone-preview-device");
    expect(device.style.padding).toBe("28px 16px 34px");
    expect(device.style.width).toBe("460px");
    expect(device.style.height).toBe("988px");
  });

  it("scales the phone to the window and follows a resize", () => {
    resizeWindow(1280, 600);
    renderPreview();
    const device = screen.getByTestId("phone-preview-device");
    const slot = screen.getByTestId("phone-preview-slot");
    const first = phonePreviewScale(1280, 600 - phonePreviewToolbarHeight);
    expect(first).toBeLessThan(1);
    expect(device.style.transform).toBe(`scale(${first})`);
    expect(slot.style.height).toBe(`${988 * first}px`);

    resizeWindow(400, 900);
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    const second = phonePreviewScale(400, 900 - phonePreviewToolbarHeight);
    expect(second).not.toBe(first);
    expect(device.style.transform).toBe(`scale(${second})`);
    expect(slot.style.width).toBe(`${460 * second}px`);

    resizeWindow(2000, 2000);
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(device.style.transform).toBe("scale(1)");
  });

  it("opens the page in a new tab without an opener", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { onOpenInTab } = renderPreview();
    await userEvent.setup().click(screen.getByRole("button", { name: "Open In Tab" }));
    expect(open).toHaveBeenCalledTimes(1);
    const [openedUrl, target, features] = open.mock.calls[0] ?? [];
    expect(openedUrl).toBe(url);
    expect(target).toBe("_blank");
    expect(String(features)).toContain("noopener");
    expect(onOpenInTab).toHaveBeenCalledTimes(1);
  });

  it("closes with the close button and with Escape", async () => {
    const user = userEvent.setup();
    const { onClose } = renderPreview();
    await user.click(screen.getByRole("button", { name: "Close preview" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("renders nothing while closed", () => {
    renderWithApp(<PhonePreview url={url} title={title} opened={false} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByTitle(title)).toBeNull();
  });
});
