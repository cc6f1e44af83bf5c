import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { mediaQueryList } from "./media-query-list";

// jsdom lacks the layout APIs Mantine reads; these stubs are what Mantine's own test setup uses.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => mediaQueryList(query),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
