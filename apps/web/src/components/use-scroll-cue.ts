import { type RefObject, useEffect } from "react";

// A table wider than its box scrolls sideways beneath its pinned column: while columns lie hidden
// under it, the box carries data-more-right, and the pinned column's edge draws a shadow (the cue
// that the table goes on; data-table.module.css). Read on scroll and when the box or table resizes.
export function useScrollCue(box: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const hidden = element.scrollWidth - element.clientWidth - element.scrollLeft;
      element.toggleAttribute("data-more-right", hidden > 1);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(read);
    };
    element.addEventListener("scroll", schedule, { passive: true });
    const resized = new ResizeObserver(schedule);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    read();
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", schedule);
      resized.disconnect();
    };
  }, [box]);
}
