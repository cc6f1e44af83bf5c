import type { JewelrySaveInput } from "@loupe/domain/jewelry/jewelry";
import { describe, expect, it } from "vitest";
import { cardPrinterSuite } from "../../testing/card-printer-suite";
import { jewelryInput, mainStone } from "../../testing/jewelry-fixtures";

// What a printed card carries, as the card printer receives it: a real HTTP server on this
// machine, reached through the HTTP client (docs/card-printer.md).
const suite = cardPrinterSuite();

async function printed(values: Partial<JewelrySaveInput>): Promise<Record<string, unknown>> {
  const created = await suite.post("/api/jewelry", jewelryInput(values));
  expect(created.statusCode, created.body).toBe(201);
  suite.printer.requests.length = 0;
  const response = await suite.post(`/api/jewelry/${created.json().jewelry.id}/print-card`);
  expect(response.statusCode, response.body).toBe(200);
  expect(suite.printer.requests.map((request) => request.path)).toEqual(["/updateDataTable"]);
  return JSON.parse(suite.printer.requests[0]?.body ?? "{}");
}

const stone = (shape: string, color: string, clarity: string) =>
  mainStone({
    shape,
    color: { template: "Standard", value: color, asterisks: "" },
    clarity: { value: clarity, asterisks: "*" },
  });

describe("the printed jewelry card's body", () => {
  it("template 4 sends both center stones' grading", async () => {
    const body = await printed({
      templateId: 4,
      certificateNumber: "JW-4",
      mainStone: mainStone({ shape: "" }),
      isMultipleCenterStones: true,
      centerStones: [stone("Oval", "E", "VS2"), stone("Pear", "F", "SI1")],
    });
    expect(body).toMatchObject({
      CertNum: "JW-4",
      Type: "Jewelry",
      CenterStone1Shape: "Oval",
      CenterStone1Weight: "1.01",
      CenterStone1Color: "E",
      CenterStone1Clarity: "VS2*",
      CenterStone1Cut: "Excellent",
      CenterStone2Shape: "Pear",
      CenterStone2Color: "F",
      CenterStone2Clarity: "SI1*",
      MainStoneShape: "",
      MainStoneColor: "",
      SideStoneShape: "",
    });
    // Every key goes, each stone's five grades and the main stone's second color and clarity.
    expect(Object.keys(body)).toHaveLength(8 + 7 + 5 * 3);
  });

  it("template 2 sends the second color and clarity; a diamond solitaire is not a colored stone", async () => {
    const body = await printed({
      templateId: 2,
      certificateNumber: "JW-2",
      mainStone: mainStone({
        color2: { template: "Standard", value: "H", asterisks: "**" },
        clarity2: { value: "SI2", asterisks: "" },
      }),
    });
    expect(body).toMatchObject({
      MainStoneColor: "F",
      MainStoneClarity: "VS1*",
      MainStoneColor2: "H**",
      MainStoneClarity2: "SI2",
      ColoredStone: false,
    });
  });

  it("a ruby piece is a colored stone", async () => {
    const body = await printed({ certificateNumber: "JW-R", mainStone: mainStone({ type: "Ruby" }) });
    expect(body.ColoredStone).toBe(true);
  });
});
