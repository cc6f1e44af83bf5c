import { SegmentedControl } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { rejectedVideosQuery } from "./api";

export type VideoView = "all" | "rejected";

// The table's two views, kept in the URL (?view=rejected) so a reload or a shared link opens the
// same one.
export function useVideoView(): [VideoView, (view: VideoView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: VideoView = searchParams.get("view") === "rejected" ? "rejected" : "all";
  const choose = (next: VideoView) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === "rejected") params.set("view", "rejected");
      else params.delete("view");
      return params;
    });
  return [view, choose];
}

// 'All videos' / 'Rejected (n)': n is how many videos the barcode service never took.
export function VideoViewSwitch({
  view,
  onChange,
}: {
  view: VideoView;
  onChange: (view: VideoView) => void;
}) {
  const { data } = useQuery(rejectedVideosQuery());
  return (
    <SegmentedControl
      aria-label="Videos to show"
      mb="md"
      value={view}
      onChange={(value) => onChange(value === "rejected" ? "rejected" : "all")}
      data={[
        { value: "all", label: "All videos" },
        { value: "rejected", label: data ? `Rejected (${data.total})` : "Rejected" },
      ]}
    />
  );
}
