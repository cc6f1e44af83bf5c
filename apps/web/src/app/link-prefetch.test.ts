import { afterEach, describe, expect, it, vi } from "vitest";
import { linkRestMs, prefetchLinksOnRest } from "./link-prefetch";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

// A route table shaped like the app's: a pathless shell around lazy screens.
function routesWithLoads() {
  const loaded: string[] = [];
  const lazy = (name: string) => async () => {
    loaded.push(name);
    return {};
  };
  const routes = [
    {
      id: "shell",
      lazy: lazy("shell"),
      children: [
        { id: "jewelry", path: "/jewelry/:id", lazy: lazy("jewelry editor") },
        { id: "admins", path: "/user", lazy: lazy("administrators") },
      ],
    },
  ];
  return { routes, loaded };
}

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.textContent = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

describe("loading a link's screen while the pointer or focus rests on it", () => {
  it("loads the shell and the screen of a focused in-app link once the rest has passed", async () => {
    vi.useFakeTimers();
    const { routes, loaded } = routesWithLoads();
    const stop = prefetchLinksOnRest(routes);
    const edit = link("/jewelry/42");
    edit.focus();
    await vi.advanceTimersByTimeAsync(linkRestMs - 1);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toEqual(["shell", "jewelry editor"]);
    stop();
  });

  it("loads nothing for a link left before the rest, a new tab, a download or a file", async () => {
    vi.useFakeTimers();
    const { routes, loaded } = routesWithLoads();
    const stop = prefetchLinksOnRest(routes);
    const passing = link("/user");
    passing.focus();
    passing.blur();
    for (const other of [
      link("/user", { target: "_blank" }),
      link("/user", { download: "" }),
      link("/api/files/1"),
      link("https://example.com/user"),
    ]) {
      other.focus();
      await vi.advanceTimersByTimeAsync(linkRestMs);
    }
    expect(loaded).toEqual([]);
    stop();
  });
});
