import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { endpoint, OutsideSystemError, readableDetail, unreachableMessage } from "../post-json";
import {
  type DiamondTrack,
  type DiamondTrackItem,
  diamondTrackItemSchema,
  diamondTrackItemType,
} from "./diamond-track";

export type HttpDiamondTrackOptions = {
  apiKey?: string;
  // Per attempt.
  timeoutMs?: number;
  // Further attempts after a 5xx or a dropped connection; the wait doubles each time.
  retries?: number;
  retryDelayMs?: number;
};

const system = "Diamond Track";
const subject = "Diamond Track";

// GET {base}/v1/items/{CertNum}?type=Diamond|Jewelry (docs/diamond-track.md): 200 the item,
// 404 unknown. A 5xx or a dropped connection is tried again; a timeout is not (it already waited
// the whole deadline). The key goes in the Authorization header only, never in a message.
export function createHttpDiamondTrack(baseUrl: string, options: HttpDiamondTrackOptions = {}): DiamondTrack {
  const { apiKey, timeoutMs = 5000, retries = 2, retryDelayMs = 250 } = options;
  const headers: Record<string, string> = { accept: "application/json" };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;

  async function attempt(
    url: string,
  ): Promise<{ retry: boolean; error?: OutsideSystemError; item?: DiamondTrackItem | null }> {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const message = unreachableMessage(subject, url, timeoutMs, error);
      return {
        retry: !timedOut,
        error: new OutsideSystemError(message, system, undefined, { cause: error }),
      };
    }
    const body = await response.text();
    if (response.status === 404) return { retry: false, item: null };
    if (!response.ok) {
      const detail = readableDetail(body, response.headers.get("content-type"));
      const status = `${response.status} ${response.statusText}`.trim();
      const error = new OutsideSystemError(
        `${subject} answered ${status}${detail ? `: ${detail}` : ""}`,
        system,
        response.status,
      );
      return { retry: response.status >= 500, error };
    }
    return { retry: false, item: readItem(body) };
  }

  return {
    async fetchItem(certificateNumber: string, type: CertificateType) {
      const path = `v1/items/${encodeURIComponent(certificateNumber)}?type=${diamondTrackItemType(type)}`;
      const url = endpoint(baseUrl, path);
      let delay = retryDelayMs;
      for (let tries = 0; ; tries += 1) {
        const outcome = await attempt(url);
        if (!outcome.error) return outcome.item ?? null;
        if (!outcome.retry || tries >= retries) throw outcome.error;
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay *= 2;
      }
    },
  };
}

function readItem(body: string): DiamondTrackItem {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new OutsideSystemError(`${subject} answered something that is not JSON`, system);
  }
  const parsed = diamondTrackItemSchema.safeParse(json);
  if (!parsed.success)
    throw new OutsideSystemError(
      `${subject} answered an item Loupe cannot read (${parsed.error.issues[0]?.path.join(".") || "body"})`,
      system,
    );
  return parsed.data;
}
