import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";

// How the queue names an item, links to it and tells its rows apart.
export const itemLabel = (item: Pick<NewlyAddedItem, "certificateNumber" | "clientSku">) =>
  item.certificateNumber || item.clientSku || "(no number)";

export const itemPath = (item: Pick<NewlyAddedItem, "type" | "id">) =>
  `/${item.type === "diamond" ? "diamond" : "jewelry"}/${encodeURIComponent(item.id)}`;

export const itemKey = (item: Pick<NewlyAddedItem, "type" | "id">) => `${item.type}:${item.id}`;
