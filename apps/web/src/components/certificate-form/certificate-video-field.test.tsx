import { notAnMp4, type StoredFile } from "@loupe/domain/files";
import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { uploadFile, uploadUrl } from "../upload-file";
import { CertificateVideoField, type VideoReference } from "./certificate-video-field";

vi.mock("../upload-file", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../upload-file")>()),
  uploadFile: vi.fn(),
}));
const uploadMock = vi.mocked(uploadFile);
afterEach(() => uploadMock.mockReset());

function Harness({
  initial = null,
  onBusy = () => {},
}: {
  initial?: VideoReference | null;
  onBusy?: (busy: boolean) => void;
}) {
  const [value, setValue] = useState<VideoReference | null>(initial);
  return (
    <MantineProvider theme={theme} env="test">
      <CertificateVideoField value={value} onChange={setValue} onBusyChange={onBusy} />
    </MantineProvider>
  );
}

const mp4 = (name = "stone.mp4") => new File([new Uint8Array(10)], name, { type: "video/mp4" });

describe("CertificateVideoField", () => {
  it("uploads an .mp4 with purpose=video, shows progress, then its name", async () => {
    let finish: (file: StoredFile) => void = () => {};
    let progress: (fraction: number) => void = () => {};
    uploadMock.mockImplementation((_file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onBusy = vi.fn();
    const events = userEvent.setup();
    render(<Harness onBusy={onBusy} />);
    const input = screen.getByLabelText("Certificate video");
    expect(input.getAttribute("accept")).toBe("video/mp4");
    expect(screen.getByText("No video")).toBeTruthy();
    await events.upload(input, mp4());
    expect(uploadUrl(uploadMock.mock.calls[0]?.[2] ?? {})).toBe("/api/files?purpose=video");

    act(() => progress(0.4));
    const bar = await screen.findByRole("progressbar", { name: "Uploading stone.mp4" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(onBusy).toHaveBeenLastCalledWith(true);

    await act(async () =>
      finish({ id: "v1", name: "stone.mp4", contentType: "video/mp4", size: 10, url: "/c/media/v1" }),
    );
    expect(screen.getByRole("link", { name: "stone.mp4" }).getAttribute("href")).toBe("/c/media/v1");
    expect(onBusy).toHaveBeenLastCalledWith(false);
    expect(screen.getByText("Replace")).toBeTruthy();

    await events.click(screen.getByRole("button", { name: "Remove certificate video" }));
    expect(screen.queryByRole("link", { name: "stone.mp4" })).toBeNull();
    expect(screen.getByText("No video")).toBeTruthy();
  });

  it("refuses a file that is not an .mp4 without uploading it", async () => {
    const events = userEvent.setup({ applyAccept: false });
    render(<Harness initial={{ id: "v0", name: "old.mp4", url: "/c/media/v0" }} />);
    await events.upload(
      screen.getByLabelText("Certificate video"),
      new File(["x"], "clip.mov", { type: "video/quicktime" }),
    );
    expect(screen.getByRole("alert").textContent).toBe(notAnMp4);
    expect(uploadMock).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "old.mp4" })).toBeTruthy();
  });
});
