import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

const contentTypes = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

// An export answered as a download of the named file, counting the rows it streams.
export function expectDownload(
  response: LightMyRequestResponse,
  file: { name: string; kind: keyof typeof contentTypes; total?: number },
): void {
  expect(
    {
      status: response.statusCode,
      type: response.headers["content-type"],
      disposition: response.headers["content-disposition"],
      ...(file.total === undefined ? {} : { total: response.headers["x-total-count"] }),
    },
    response.statusCode === 200 ? file.name : response.body,
  ).toEqual({
    status: 200,
    type: contentTypes[file.kind],
    disposition: expect.stringContaining(`attachment; filename="${file.name}"`),
    ...(file.total === undefined ? {} : { total: String(file.total) }),
  });
}
