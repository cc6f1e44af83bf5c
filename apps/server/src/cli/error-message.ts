// An error for an operator: its message and its causes' (drizzle wraps the driver's error, e.g.
// 'Failed query: …' around 'database "lab" does not exist').
export function errorMessage(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current !== undefined && parts.length < 4; ) {
    if (!(current instanceof Error)) {
      parts.push(String(current));
      break;
    }
    parts.push(current.message.trim());
    current = current.cause;
  }
  return parts.join("\n  because: ");
}
