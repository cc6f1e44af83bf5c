// The measuring done inside the page (an init script, so it is in place before the app's own
// scripts). Kept as plain JavaScript text: a function handed to Playwright is serialised with
// whatever helpers tsx compiled into it, which the page does not have.
//
// window.__benchList records, in ms of performance.now() (0 = navigation start):
//   listReadAt  the diamond list response's body has been read (fetch wrapped, /api/diamonds only)
//   firstRowAt  the first diamond row is in the DOM and a frame has been painted after it
//   rowsAt      every row of the page (?limit=, default 50) is in the DOM, painted likewise
// A row is a body row of the Diamonds table with more than one cell (not a placeholder, not the
// empty or error state). A virtualized table has only the rows in view in the DOM and tells its
// length by aria-rowcount (header row included): it counts as drawn once it says so and shows the
// virtualizer's rows (it adds an aria-hidden spacer row), not the first rows drawn while its chunk
// loads. Either condition comes true in the same React commit as the rows it counts.

export const listProbeScript = `(() => {
  const probe = { listReadAt: null, firstRowAt: null, rowsAt: null, longTasks: [] };
  Object.defineProperty(window, "__benchList", { value: probe });
  const expected = Number(new URLSearchParams(location.search).get("limit") || "50");
  // Awaited from outside (the page's CSP allows no string evaluation, so nothing polls).
  let drawn;
  probe.drawn = new Promise((resolve) => { drawn = resolve; });
  const afterPaint = (field) =>
    requestAnimationFrame(() => requestAnimationFrame(() => {
      probe[field] = performance.now();
      if (field === "rowsAt") drawn();
    }));

  const urlOf = (input) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  const originalFetch = window.fetch;
  window.fetch = async function (input, init) {
    const response = await originalFetch.call(this, input, init);
    if (response.ok && new URL(urlOf(input), location.href).pathname === "/api/diamonds") {
      for (const method of ["text", "json"]) {
        const read = response[method].bind(response);
        response[method] = async () => {
          const body = await read();
          probe.listReadAt = performance.now();
          return body;
        };
      }
    }
    return response;
  };

  let longTaskObserver = null;
  try {
    longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
    });
    longTaskObserver.observe({ type: "longtask", buffered: true });
  } catch {}
  // Long tasks that ran between the list's body being read and its rows being painted.
  probe.longTaskTotal = () => {
    if (longTaskObserver) for (const entry of longTaskObserver.takeRecords()) probe.longTasks.push([entry.startTime, entry.duration]);
    const from = probe.listReadAt ?? 0;
    const to = probe.rowsAt ?? performance.now();
    const during = probe.longTasks.filter(([start, duration]) => start + duration >= from && start <= to);
    return { total: during.reduce((sum, [, duration]) => sum + duration, 0), count: during.length };
  };

  const table = () => document.querySelector('table[aria-label="Diamonds"]');
  const isDataRow = (row) =>
    !row.hasAttribute("data-skeleton") && row.getAttribute("aria-hidden") !== "true" && row.cells.length > 1;
  const dataRows = (body) => {
    let count = 0;
    for (const row of body.rows) if (isDataRow(row)) count++;
    return count;
  };
  let firstSeen = false;
  let allSeen = false;
  const observer = new MutationObserver(() => {
    const found = table();
    const body = found && found.tBodies[0];
    if (!body) return;
    const rows = dataRows(body);
    if (rows === 0) return;
    if (!firstSeen) { firstSeen = true; afterPaint("firstRowAt"); }
    const declared = Number(found.getAttribute("aria-rowcount") || "0") - 1;
    const virtualized = declared >= expected && body.querySelector('tr[aria-hidden="true"]') !== null;
    if (!allSeen && (rows >= expected || virtualized)) {
      allSeen = true;
      afterPaint("rowsAt");
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-rowcount"] });

  // Scrolls the page's scroller (the table's nearest vertical scroll box, else the document) to
  // the bottom, 'step' px a frame, and times every frame from one animation frame to the next.
  probe.scrollCheck = (step) => new Promise((resolve) => {
    let scroller = table() && table().parentElement;
    while (scroller && scroller !== document.body) {
      const overflow = getComputedStyle(scroller).overflowY;
      if ((overflow === "auto" || overflow === "scroll") && scroller.scrollHeight > scroller.clientHeight) break;
      scroller = scroller.parentElement;
    }
    if (!scroller || scroller === document.body) scroller = document.scrollingElement;
    scroller.scrollTop = 0;
    const frames = [];
    let last = null;
    const tick = (now) => {
      if (last !== null) frames.push(now - last);
      last = now;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) {
        // The page's last row is in the DOM: by its aria-rowindex, or by the count without one.
        const body = table().tBodies[0];
        const shown = [...body.rows].filter(isDataRow);
        const index = Number(shown.at(-1)?.getAttribute("aria-rowindex") || "0");
        resolve({ frames, lastRowShown: index ? index === expected + 1 : shown.length >= expected });
        return;
      }
      scroller.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
})();`;
