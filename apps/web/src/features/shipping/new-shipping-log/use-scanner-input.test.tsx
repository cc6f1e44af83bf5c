import { fireEvent, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScannerInput } from "./use-scanner-input";

// A keyboard-wedge scanner's burst (spec 001 §2.6): keys gathered from anywhere but a field, Enter
// hands them over and is kept from the focused control.

const press = (target: Element, key: string) => fireEvent.keyDown(target, { key });
const burst = (target: Element, text: string) => {
  for (const key of text) press(target, key);
  return fireEvent.keyDown(target, { key: "Enter" });
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useScannerInput", () => {
  it("hands over a burst typed on the page or in the hidden scanner input, once, at Enter", () => {
    const scanner = document.body.appendChild(document.createElement("input"));
    const button = document.body.appendChild(document.createElement("button"));
    const onScan = vi.fn();
    renderHook(() => useScannerInput(true, onScan, scanner));
    burst(scanner, "1Z999");
    // On a focused button the Enter ending the burst does not reach it (not pressed).
    const notPrevented = burst(button, "A4100-3");
    expect(notPrevented).toBe(false);
    expect(onScan.mock.calls).toEqual([["1Z999"], ["A4100-3"]]);
  });

  it("leaves keys typed in a field alone, and a bare Enter too", () => {
    const field = document.body.appendChild(document.createElement("input"));
    const onScan = vi.fn();
    renderHook(() => useScannerInput(true, onScan, null));
    expect(burst(field, "PO55")).toBe(true);
    expect(press(document.body, "Enter")).toBe(true);
    expect(onScan).not.toHaveBeenCalled();
  });

  it("gathers nothing while inactive (a dialog over the modal)", () => {
    const onScan = vi.fn();
    renderHook(() => useScannerInput(false, onScan, null));
    burst(document.body, "LG1");
    expect(onScan).not.toHaveBeenCalled();
  });
});
