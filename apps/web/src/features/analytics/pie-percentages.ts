// Whole percentages of a total that add up to exactly 100 (largest remainder: each share is
// rounded down, then the points left go to the largest fractions, the earlier first on a tie).
// All zero when there is nothing to share.
export function roundedPercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(value, 0), 0);
  if (total === 0) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(value, 0) * 100) / total);
  const rounded = exact.map(Math.floor);
  const left = 100 - rounded.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) rounded[index] = (rounded[index] ?? 0) + 1;
  return rounded;
}
