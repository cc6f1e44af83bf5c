import type { Mock } from "vitest";
import { jsonResponse } from "./render";

// A stand-in answer to one request.
export type Answer = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

type CompanyOption = { id: string; name: string; logoUrl: string | null; pinned: boolean };

// Answers a certificate editor's requests: a write goes to `write` (500 without one); a read gets
// the attributes, the company pick-list of its kind, else what `read` answers (undefined: 404).
export function answerCertificateEditorApi(
  fetchMock: Mock<typeof fetch>,
  {
    attributes,
    companies,
    read,
    write,
  }: {
    attributes: Record<string, string[]>;
    companies: (kind: string | null) => CompanyOption[];
    read: (init: RequestInit | undefined, url: URL) => Response | Promise<Response> | undefined;
    write?: Answer;
  },
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (method !== "GET") return write ? write(init, url) : jsonResponse({}, 500);
    if (url.pathname === "/api/attributes") return jsonResponse({ attributes });
    if (url.pathname === "/api/companies/options") {
      return jsonResponse({ items: companies(url.searchParams.get("kind")) });
    }
    return (
      (await read(init, url)) ?? jsonResponse({ status: 404, title: "Not Found", detail: "Not found" }, 404)
    );
  });
}
