// Attribute lists that extend the built-in options (spec 000 §3, 001 §3.2, 002 "Attributes").

// In the order the attributes screen shows its cards.
export const attributeNames = [
  "timerTickerBeforeAd",
  "cut",
  "stone_types",
  "jewelry_type",
  "color",
  "metal",
  "polish",
  "shapes",
  "fluorescence",
  "girdle",
  "clarity",
] as const;
export type AttributeName = (typeof attributeNames)[number];

export function isAttributeName(value: string): value is AttributeName {
  return (attributeNames as readonly string[]).includes(value);
}

function isBlank(value: string): boolean {
  return value.trim() === "";
}

// Built-in options first, then the attribute's values that are new. A leading "" of the built-in list
// is the deliberate blank choice and stays; any other blank is dropped.
export function mergeOptions(builtIn: readonly string[], extra: readonly string[] | undefined): string[] {
  const merged: string[] = builtIn[0] === "" ? [""] : [];
  const seen = new Set<string>();
  for (const value of [...builtIn, ...(extra ?? [])]) {
    if (isBlank(value) || seen.has(value)) continue;
    seen.add(value);
    merged.push(value);
  }
  return merged;
}

// The 'color' attribute replaces the standard list instead of extending it, unless it holds no value.
export function replaceOptions(
  builtIn: readonly string[],
  replacement: readonly string[] | undefined,
): string[] {
  const values = mergeOptions([], replacement);
  return values.length > 0 ? values : [...builtIn];
}

export function applyAttributeValues(
  name: AttributeName,
  builtIn: readonly string[],
  values: readonly string[] | undefined,
): string[] {
  return name === "color" ? replaceOptions(builtIn, values) : mergeOptions(builtIn, values);
}
