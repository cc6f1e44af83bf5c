import type { StoredFile } from "@loupe/domain/files";
import { imageTooLarge, notAnImage } from "@loupe/domain/files";
import { messages } from "@loupe/domain/messages";
import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../app/theme";
import { ApiError } from "../lib/api-client";
import { ImageUploadField, type ImageValue } from "./image-upload-field";
import { uploadFile } from "./upload-file";

vi.mock("./upload-file", () => ({ uploadFile: vi.fn() }));
const uploadMock = vi.mocked(uploadFile);
afterEach(() => uploadMock.mockReset());

function Harness({ initial = null }: { initial?: ImageValue }) {
  const [value, setValue] = useState<ImageValue>(initial);
  return (
    <MantineProvider theme={theme} env="test">
      <ImageUploadField label="Logo" value={value} onChange={setValue} failureText={messages.uploadFailure} />
    </MantineProvider>
  );
}

const png = (name = "logo.png", size = 10) => new File([new Uint8Array(size)], name, { type: "image/png" });

describe("ImageUploadField", () => {
  it("uploads an image with purpose=image, shows progress, then the preview", async () => {
    let finish: (file: StoredFile) => void = () => {};
    let progress: (fraction: number) => void = () => {};
    uploadMock.mockImplementation((_file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const events = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText("No logo")).toBeTruthy();
    await events.upload(screen.getByLabelText("Logo"), png());
    expect(uploadMock.mock.calls[0]?.[2]).toEqual({ purpose: "image", signal: expect.any(AbortSignal) });

    act(() => progress(0.5));
    expect(screen.queryByRole("progressbar")).toBeNull();
    const bar = await screen.findByRole("progressbar", { name: "Uploading logo.png" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getByLabelText("Logo").hasAttribute("disabled")).toBe(true);

    await act(async () =>
      finish({ id: "f1", name: "logo.png", contentType: "image/png", size: 10, url: "/api/files/f1" }),
    );
    expect(screen.getByRole("img", { name: "Current logo" }).getAttribute("src")).toBe("/api/files/f1");
    expect(screen.queryByRole("progressbar")).toBeNull();

    await events.click(screen.getByRole("button", { name: "Remove logo" }));
    expect(screen.queryByRole("img", { name: "Current logo" })).toBeNull();
  });

  it("refuses a file that is not an image, or too large, without uploading it", async () => {
    const events = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await events.upload(
      screen.getByLabelText("Logo"),
      new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }),
    );
    expect(screen.getByRole("alert").textContent).toBe(`${messages.uploadFailure} ${notAnImage}`);
    await events.upload(screen.getByLabelText("Logo"), png("huge.png", 5 * 1_048_576 + 1));
    expect(screen.getByRole("alert").textContent).toBe(`${messages.uploadFailure} ${imageTooLarge}`);
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason after 'could not upload logo' and keeps the current logo", async () => {
    uploadMock.mockRejectedValue(
      new ApiError({ status: 415, title: "Unsupported Media Type", detail: notAnImage }),
    );
    const events = userEvent.setup();
    render(<Harness initial={{ id: "old", name: "old.png", url: "/api/files/old" }} />);
    await events.upload(screen.getByLabelText("Logo"), png());
    expect((await screen.findByRole("alert")).textContent).toBe(`${messages.uploadFailure} ${notAnImage}`);
    expect(screen.getByRole("img", { name: "Current logo" }).getAttribute("src")).toBe("/api/files/old");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
