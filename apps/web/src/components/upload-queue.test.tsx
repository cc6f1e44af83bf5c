import type { StoredFile } from "@loupe/domain/files";
import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../app/theme";
import { ApiError } from "../lib/api-client";
import { UploadQueue } from "./upload-queue";
import { type Uploader, useUploadQueue } from "./use-upload-queue";

// Each call waits until the test settles it, and exposes its progress callback.
type Pending = {
  file: File;
  progress: (fraction: number, sentBytes?: number) => void;
  signal: AbortSignal;
  resolve: (f: StoredFile) => void;
  reject: (e: unknown) => void;
};

function controlledUploader() {
  const calls: Pending[] = [];
  const upload: Uploader = (file, progress, { signal }) =>
    new Promise((resolve, reject) => {
      calls.push({ file, progress, signal, resolve, reject });
      signal.addEventListener("abort", () => reject(new DOMException("Cancelled", "AbortError")));
    });
  return { calls, upload };
}

function Harness({ files, upload, concurrency }: { files: File[]; upload: Uploader; concurrency: number }) {
  const queue = useUploadQueue({ upload, concurrency });
  const { add } = queue;
  useEffect(() => {
    add(files);
  }, [add, files]);
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

  it("cancels an upload under way, shows its speed and time left, and retries it", async () => {
    const user = userEvent.setup();
    const { calls, upload } = controlledUploader();
    const files = [new File([new Uint8Array(4_000_000)], "big.mp4")];
    render(
      <MantineProvider theme={theme} env="test">
        <Harness files={files} upload={upload} concurrency={1} />
      </MantineProvider>,
    );
    const now = vi.spyOn(performance, "now");
    now.mockReturnValue(1_000);
    act(() => calls[0]?.progress(0.25, 1_000_000));
    now.mockReturnValue(2_000);
    act(() => calls[0]?.progress(0.5, 2_000_000));
    now.mockRestore();
    // 1,000,000 bytes in a second: 976.6 KB/s, and 2,000,000 bytes left take 2 s.
    expect(await screen.findByText("50% · 976.6 KB/s · 2 s left")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Cancel big.mp4" }));
    expect(calls[0]?.signal.aborted).toBe(true);
    await screen.findByText("Cancelled");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Retry big.mp4" }));
    expect(calls).toHaveLength(2);
    expect(rowOf("big.mp4").textContent).toContain("Uploading");
  });
});
