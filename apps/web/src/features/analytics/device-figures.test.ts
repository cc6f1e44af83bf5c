import { describe, expect, it } from "vitest";
import { deviceFigures } from "./device-figures";

const counts = (certificateViews: number, clicksToCompanySite = 0) => ({
  certificateViews,
  clicksToCompanySite,
});

describe("the charts' devices", () => {
  it("are Android, iOS and Desktop in the spec's order, with whole shares of the views adding up to 100", () => {
    const figures = deviceFigures({
      devices: { android: counts(1, 1), ios: counts(1), desktop: counts(1, 2), other: counts(0) },
    });
    expect(
      figures.map(({ device, views, clicks, viewsShare }) => [device, views, clicks, viewsShare]),
    ).toEqual([
      ["Android", 1, 1, 34],
      ["iOS", 1, 0, 33],
      ["Desktop", 1, 2, 33],
    ]);
  });

  it("add Other when it has a view or a click, so the charts add up to the totals", () => {
    const withView = deviceFigures({
      devices: { android: counts(60), ios: counts(30), desktop: counts(5), other: counts(5) },
    });
    expect(withView.map((figure) => [figure.device, figure.viewsShare])).toEqual([
      ["Android", 60],
      ["iOS", 30],
      ["Desktop", 5],
      ["Other", 5],
    ]);
    const withClick = deviceFigures({
      devices: { android: counts(0), ios: counts(0), desktop: counts(0), other: counts(0, 1) },
    });
    expect(withClick.map((figure) => [figure.device, figure.viewsShare, figure.clicks])).toEqual([
      ["Android", 0, 0],
      ["iOS", 0, 0],
      ["Desktop", 0, 0],
      ["Other", 0, 1],
    ]);
  });
});
