import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client";
import { uploadFile } from "./upload-file";

// A stand-in for XMLHttpRequest that the test drives by hand.
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe("uploadFile", () => {
  it("posts the file as multipart field 'file' and reports progress", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const onProgress = vi.fn();
    const file = new File(["hello"], "video.mp4", { type: "video/mp4" });
    const done = uploadFile(file, onProgress);
    const request = FakeXhr.last as FakeXhr;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/files");
    expect((request.body?.get("file") as File | undefined)?.name).toBe("video.mp4");

    request.progress(25, 100);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    const stored = { id: "f1", name: "video.mp4", contentType: "video/mp4", size: 5, url: "/api/files/f1" };
    request.respond(201, stored);
    await expect(done).resolves.toEqual(stored);
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it("rejects with the server's problem detail", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const done = uploadFile(new File(["x"], "big.mp4"), () => {});
    (FakeXhr.last as FakeXhr).respond(413, {
      status: 413,
      title: "Payload Too Large",
      detail: "The file is larger than 500 MB.",
    });
    const error: unknown = await done.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
    expect(error.status).toBe(413);
    expect(error.message).toBe("The file is larger than 500 MB.");
  });
});

describe("uploadFile with a purpose", () => {
  it("adds ?purpose=image to the upload address", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const done = uploadFile(new File(["png"], "logo.png", { type: "image/png" }), () => {}, {
      purpose: "image",
    });
    const request = FakeXhr.last as FakeXhr;
    expect(request.url).toBe("/api/files?purpose=image");
    const stored = { id: "f2", name: "logo.png", contentType: "image/png", size: 3, url: "/api/files/f2" };
    request.respond(201, stored);
    await expect(done).resolves.toEqual(stored);
  });
});
