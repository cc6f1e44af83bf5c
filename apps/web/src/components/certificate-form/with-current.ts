// A stored value that is no longer offered (an old import, a removed attribute) still shows.
export function withCurrent(options: readonly string[], value: string): string[] {
  return value === "" || options.includes(value) ? [...options] : [value, ...options];
}
