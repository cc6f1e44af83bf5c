import { act } from "@testing-library/react";
import { expect, vi } from "vitest";

// A stand-in for XMLHttpRequest that the test drives by hand.
export class FakeXhr {
  static all: FakeXhr[] = [];
  url = "";
  body: FormData | string | null = null;
  headers: Record<string, string> = {};
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData | string) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}
export const lastRequest = () => FakeXhr.all[FakeXhr.all.length - 1] as FakeXhr;
// An import's code loads when a file is chosen (or the button is pointed at): its first request
// goes out once that has arrived, which takes seconds on a busy machine.
export async function firstRequest() {
  await vi.waitFor(() => expect(FakeXhr.all.length).toBeGreaterThan(0), { timeout: 5000 });
  return lastRequest();
}
