export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

// Calls `report` at every `step`-th count, so long work says where it is without a line per item.
export function progressEvery(step: number, report: (count: number) => void): (count: number) => void {
  return (count) => {
    if (count % step === 0) report(count);
  };
}
