import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { mediaQueryList } from "./media-query-list";

// A lazy screen's first import in jsdom on two busy cores can take more than findBy*'s default
// second (CI failed once so); an element that never comes still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

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
