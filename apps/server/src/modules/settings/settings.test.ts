import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { expectInertFileResponse } from "../../testing/expect-inert-file";
import { multipart } from "../../testing/multipart";
import { samplePng } from "../../testing/sample-files";
import { storeTestFile } from "../../testing/stored-file";
import { testSuite } from "../../testing/test-suite";

const suite = testSuite();
const url = "/api/settings/lab";
const lab = {
  name: "Loupe Gemological Laboratory",
  accreditation: "ISO/IEC 17025 No. 1234",
  logoFileId: null,
};

const save = (payload: unknown, cookie: string | undefined = suite.cookie) =>
  suite.context.request({ method: "PUT", url, payload, ...(cookie ? { cookie } : {}) });
const entries = () =>
  suite.context.database.db
    .select({ action: activityLog.action, subject: activityLog.subject, changes: activityLog.changes })
    .from(activityLog)
    .where(eq(activityLog.entityType, "lab-settings"));

describe("the lab's settings", () => {
  it("reads as unsaved (version 0) until first saved, then as saved, with one entry a save", async () => {
    expect((await suite.context.request({ url, cookie: suite.cookie })).json()).toEqual({
      name: "",
      accreditation: "",
      logoFileId: null,
      version: 0,
    });
    const first = await save({ ...lab, name: "  Loupe Lab  ", version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...lab, name: "Loupe Lab", version: 1 });
    const second = await save({ ...lab, version: 1 });
    expect(second.json()).toMatchObject({ name: lab.name, version: 2 });
    expect(await entries()).toEqual([
      { action: "create", subject: "Loupe Lab", changes: null },
      {
        action: "update",
        subject: lab.name,
        changes: [{ field: "name", before: "Loupe Lab", after: lab.name }],
      },
    ]);
    // Any signed-in administrator reads them.
    const { cookie } = await suite.context.signInAsNew([]);
    expect((await suite.context.request({ url, cookie })).json()).toMatchObject({ name: lab.name });
  });

  it("answers 401 without a session and 403 without super_admin, writing nothing", async () => {
    const anonymous = await suite.context.request({ method: "PUT", url, payload: { ...lab, version: 0 } });
    expect(anonymous.statusCode).toBe(401);
    expect((await suite.context.request({ url })).statusCode).toBe(401);
    const { cookie } = await suite.context.signInAsNew(["view_activity_log", "edit_attributes"]);
    const refused = await save({ ...lab, version: 0 }, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["content-type"]).toContain("application/problem+json");
    expect(await entries()).toEqual([]);
  });

  it("refuses bad input, a logo that is not an uploaded image and a stale version (400, 400, 409)", async () => {
    const blank = await save({ ...lab, name: "   ", version: 0 });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain("Enter the lab");
    expect((await save({ ...lab, name: "x".repeat(121), version: 0 })).statusCode).toBe(400);
    const pdf = await storeTestFile(suite.context, "terms.pdf", "application/pdf");
    const notImage = await save({ ...lab, logoFileId: pdf, version: 0 });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors).toEqual([{ field: "logoFileId", message: "Upload an image first" }]);
    expect((await save({ ...lab, version: 0 })).statusCode).toBe(200);
    const stale = await save({ ...lab, name: "Other", version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(await entries()).toHaveLength(1);
  });

  it("serves the uploaded logo publicly and inert once it is the lab's, and only then", async () => {
    const upload = await suite.context.request({
      method: "POST",
      url: "/api/files?purpose=image",
      cookie: suite.cookie,
      ...multipart("lab-logo.png", samplePng, "image/png"),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const logoFileId: string = upload.json().id;
    expect((await suite.context.request({ url: `/c/media/${logoFileId}` })).statusCode).toBe(404);
    expect((await save({ ...lab, logoFileId, version: 0 })).statusCode).toBe(200);
    const served = await suite.context.request({ url: `/c/media/${logoFileId}` });
    expect(served.statusCode).toBe(200);
    expectInertFileResponse(served, logoFileId);
  });
});
