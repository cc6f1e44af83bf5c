import { analyticsAnswerSchema } from "@loupe/domain/analytics/analytics-api";
import { qrListPublicPath } from "@loupe/domain/videos/qr-list-list";
import { describe, expect, it } from "vitest";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { testSuite } from "../../testing/test-suite";
import { insertClient, insertDiamond, userAgents } from "./analytics-fixtures";

const suite = testSuite();

describe("the analytics certificates table", () => {
  it("names a QR list's page views by the list's title, beside a certificate by its number", async () => {
    const db = suite.context.services.db;
    const clientId = await insertClient(db, "Aurora");
    await insertDiamond(db, { clientId, certificateNumber: "LG77" });
    const videoIds = [
      await insertCertificateVideo(db, { name: "AUR-RING-1", clientId }),
      await insertCertificateVideo(db, { name: "AUR-RING-2", clientId }),
    ];
    const created = await suite.context.request({
      method: "POST",
      url: "/api/qr-lists",
      payload: { title: "Spring show", clientId, videoIds },
      cookie: suite.cookie,
    });
    expect(created.statusCode, created.body).toBe(201);
    const listId = (created.json() as { id: string }).id;
    const view = (url: string) =>
      suite.context.request({ url, headers: { "user-agent": userAgents.iphone } });
    for (const url of [qrListPublicPath(listId), qrListPublicPath(listId), "/c/diamond/LG77"])
      expect((await view(url)).statusCode).toBe(200);

    const response = await suite.context.request({
      url: `/api/analytics?clientId=${clientId}`,
      cookie: suite.cookie,
    });
    expect(response.statusCode).toBe(200);
    const answer = analyticsAnswerSchema.parse(response.json());
    expect(
      answer.certificates.items.map(({ recordId, kind, label, sku, certificateViews }) => ({
        recordId: kind === "list" ? recordId : "a diamond",
        kind,
        label,
        sku,
        certificateViews,
      })),
    ).toEqual([
      { recordId: listId, kind: "list", label: "Spring show", sku: null, certificateViews: 2 },
      { recordId: "a diamond", kind: "diamond", label: "LG77", sku: "SKU-LG77", certificateViews: 1 },
    ]);
  });
});
