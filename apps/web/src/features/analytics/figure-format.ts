// Counts as the screen shows them: 12,345.
const counts = new Intl.NumberFormat("en-US");
export const formatCount = (value: number) => counts.format(value);
