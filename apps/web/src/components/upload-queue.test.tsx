import type { StoredFile } from "@loupe/domain/files";
import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { theme } from "../app/theme";
import { ApiError } from "../lib/api-client";
import { UploadQueue } from "./upload-queue";
import { type Uploader, useUploadQueue } from "./use-upload-queue";

// Each call waits until the test settles it, and exposes its progress callback.
type Pending = {
  file: File;
  progress: (fraction: number) => void;
  resolve: (f: StoredFile) => void;
  reject: (e: unknown) => void;
};

function controlledUploader() {
  const calls: Pending[] = [];
  const upload: Uploader = (file, progress) =>
    new Promise((resolve, reject) => {
      calls.push({ file, progress, resolve, reject });
    });
  return { calls, upload };
}

function Harness({ files, upload, concurrency }: { files: File[]; upload: Uploader; concurrency: number }) {
  const queue = useUploadQueue({ upload, concurrency });
  const { add } = queue;
  useEffect(() => add(files), [add, files]);
  return <UploadQueue queue={queue} />;
}

const stored = (name: string): StoredFile => ({
  id: name,
  name,
  contentType: "video/mp4",
  size: 1,
  url: `/api/files/${name}`,
});

function rowOf(name: string) {
  return screen.getByRole("listitem", { name });
}

describe("UploadQueue", () => {
  it("queues, uploads with progress, finishes, and retries a failure", async () => {
    const user = userEvent.setup();
    const { calls, upload } = controlledUploader();
    const files = [new File(["a"], "a.mp4"), new File(["b"], "b.mp4")];
    render(
      <MantineProvider theme={theme} env="test">
        <Harness files={files} upload={upload} concurrency={1} />
      </MantineProvider>,
    );

    // One at a time: a uploads, b waits.
    expect(rowOf("a.mp4").textContent).toContain("Uploading");
    expect(rowOf("b.mp4").textContent).toContain("Queued");
    expect(calls).toHaveLength(1);

    // The bar appears once the upload has taken the spec's 500 ms, then follows the progress.
    expect(screen.queryByRole("progressbar")).toBeNull();
    act(() => calls[0]?.progress(0.4));
    const bar = await screen.findByRole("progressbar", { name: "Uploading a.mp4" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");

    await act(async () => calls[0]?.resolve(stored("a.mp4")));
    expect(rowOf("a.mp4").textContent).toContain("Done");
    expect(rowOf("b.mp4").textContent).toContain("Uploading");

    const problem = { status: 413, title: "Payload Too Large", detail: "The file is larger than 500 MB." };
    await act(async () => calls[1]?.reject(new ApiError(problem)));
    expect(rowOf("b.mp4").textContent).toContain("Failed");
    expect(screen.getByRole("alert").textContent).toBe(problem.detail);

    await user.click(screen.getByRole("button", { name: "Retry b.mp4" }));
    expect(calls).toHaveLength(3);
    expect(rowOf("b.mp4").textContent).toContain("Uploading");
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => calls[2]?.resolve(stored("b.mp4")));
    expect(rowOf("b.mp4").textContent).toContain("Done");
  });
});
