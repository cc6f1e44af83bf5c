import { certificateVideoList } from "@loupe/domain/videos/certificate-video-list";
import type { CertificateVideoListItem } from "@loupe/domain/videos/video-api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "../../components/data-table";
import { useListParams } from "../../components/use-list-params";
import { renderWithApp } from "../../test/render";
import { videoColumns } from "./video-columns";

const row = (name: string, overrides: Partial<CertificateVideoListItem> = {}): CertificateVideoListItem => ({
  id: `01900000-0000-7000-8000-00000000000${name.length % 10}`,
  name,
  client: { id: "01900000-0000-7000-8000-0000000000aa", name: "Aurora Fine Jewelry" },
  videoUrl: "/api/files/01900000-0000-7000-8000-0000000000f1",
  thumbnailUrl: null,
  publicPath: null,
  created: "2026-03-01T12:00:00.000Z",
  updated: "2026-03-02T12:00:00.000Z",
  globalSku: true,
  addedBarcode: false,
  sku: null,
  version: 1,
  ...overrides,
});

const rows = [
  row("AUR-1", { thumbnailUrl: "/api/files/01900000-0000-7000-8000-0000000000f2" }),
  row("LG12345", { client: null }),
];

function Harness({ onDelete }: { onDelete: (row: CertificateVideoListItem) => void }) {
  const params = useListParams(certificateVideoList);
  return (
    <DataTable
      label="Digital Certificate Videos"
      columns={videoColumns({ onDelete })}
      page={{ items: rows, total: 2, offset: 0, nextCursor: null, prevCursor: null }}
      params={params}
      rowKey={(item) => item.name}
    />
  );
}

describe("the videos table's columns", () => {
  it("show a thumbnail or a placeholder, the client or NONE, and the row's actions", async () => {
    const onDelete = vi.fn();
    renderWithApp(<Harness onDelete={onDelete} />);
    const withThumbnail = screen.getByRole("link", { name: "AUR-1" }).closest("tr") as HTMLElement;
    expect(withThumbnail.querySelector("img")?.getAttribute("src")).toBe(rows[0]?.thumbnailUrl);
    const without = screen.getByRole("link", { name: "LG12345" }).closest("tr") as HTMLElement;
    expect(without.querySelector("img")).toBeNull();
    expect(without.querySelector('[title="No thumbnail"]')).not.toBeNull();
    expect(without.textContent).toContain("NONE");
    expect(screen.getByRole("link", { name: "Edit LG12345" }).getAttribute("href")).toMatch(
      /^\/digital-certificates\//,
    );
    for (const header of ["Created On", "Updated On", "Name", "Client"])
      expect(screen.getByRole("button", { name: header })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Delete LG12345" }));
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
  });
});
