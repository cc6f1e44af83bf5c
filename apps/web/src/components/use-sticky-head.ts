import { type RefObject, useEffect } from "react";

// The table's header row stays at the top of the window while its rows scroll beneath it. The
// table sits in a sideways scroll box, so CSS sticky would stick to that box, not the window (the
// page scrolls, decision 0008): the header is moved down instead, by as much as the table's top
// has gone above the window, never below its last row.
export function useStickyHead(table: RefObject<HTMLTableElement | null>) {
  useEffect(() => {
    const element = table.current;
    if (!element) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const head = element.tHead;
      if (!head) return;
      const box = element.getBoundingClientRect();
      const offset = Math.max(0, Math.min(-box.top, box.height - 2 * head.offsetHeight));
      head.style.transform = offset > 0 ? `translateY(${offset}px)` : "";
      head.toggleAttribute("data-stuck", offset > 0);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const resized = new ResizeObserver(schedule);
    resized.observe(element);
    place();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized.disconnect();
    };
  }, [table]);
}
