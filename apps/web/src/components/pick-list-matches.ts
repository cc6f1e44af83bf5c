export type PickOption = { value: string; label: string };

// How well a label matches typed text: the whole label, its start, the start of one of its words,
// anywhere in it; null when it does not match.
function rank(label: string, typed: string): number | null {
  const text = label.toLowerCase();
  if (text === typed) return 0;
  if (text.startsWith(typed)) return 1;
  if (text.split(/[^\p{L}\p{N}*]+/u).some((word) => word.startsWith(typed))) return 2;
  return text.includes(typed) ? 3 : null;
}

// The options matching typed text, best match first (VS1 before VVS1 for "vs1"), each rank in
// the list's own order. No text keeps the whole list.
export function pickListMatches<Option extends PickOption>(
  options: readonly Option[],
  typed: string,
): Option[] {
  const wanted = typed.trim().toLowerCase();
  if (wanted === "") return [...options];
  return options
    .map((option, index) => ({ option, index, rank: rank(option.label, wanted) }))
    .filter((match): match is { option: Option; index: number; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((match) => match.option);
}
