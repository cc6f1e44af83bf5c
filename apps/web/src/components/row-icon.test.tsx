import { IconPencil, IconStarFilled, IconTrash } from "@tabler/icons-react";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rowIcon, strokesOf } from "./row-icon";

const pathsOf = (container: HTMLElement) =>
  [...container.querySelectorAll("path")].map((path) => path.getAttribute("d"));

describe("rowIcon", () => {
  it.each([
    ["pencil", IconPencil],
    ["trash", IconTrash],
  ])("draws the %s icon's strokes as one path", (_name, Icon) => {
    const tabler = render(<Icon />).container;
    const strokes = pathsOf(tabler).join(" ");
    expect(strokesOf(Icon)).toBe(strokes);

    const small = render(rowIcon(Icon)).container;
    const svg = small.querySelector("svg");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(pathsOf(small)).toEqual([strokes]);
  });

  it("draws an icon that is not strokes alone with its own component", () => {
    expect(strokesOf(IconStarFilled)).toBeNull();
    const { container } = render(rowIcon(IconStarFilled));
    expect(container.querySelector("svg")?.classList.contains("tabler-icon-star-filled")).toBe(true);
  });
});
