const units = ["KB", "MB", "GB", "TB"] as const;

// A size as progress and upload queues show it (spec 002 §9: B to TB): bytes whole, then one
// decimal in the largest unit that keeps the number at or above 1.
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
