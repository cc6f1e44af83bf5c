import { IconPencil, IconStarFilled, IconTrash } from "@tabler/icons-react";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { rowIcon, strokesImage, strokesOf } from "./row-icon";

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
    const icon = small.querySelector("[data-row-icon]");
    expect(icon?.tagName).toBe("SPAN");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(icon?.children).toHaveLength(0);
    // Its class's rule holds the strokes as the mask image.
    const ruleClass = [...(icon?.classList ?? [])].at(-1) ?? "";
    const rules = [...document.head.querySelectorAll("style")].map((style) => style.textContent).join("");
    expect(rules).toContain(`.${ruleClass}{--row-icon:${strokesImage(strokes)}}`);
    expect(decodeURIComponent(strokesImage(strokes))).toContain(`<path d='${strokes}'/>`);
  });

  it("draws an icon that is not strokes alone with its own component", () => {
    expect(strokesOf(IconStarFilled)).toBeNull();
    const { container } = render(rowIcon(IconStarFilled));
    expect(container.querySelector("svg")?.classList.contains("tabler-icon-star-filled")).toBe(true);
  });
});
