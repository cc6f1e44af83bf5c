// Drizzle wraps driver errors; PostgreSQL's SQLSTATE is on the error or its cause.
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code === "23505") {
      return !constraint || (current as { constraint?: string }).constraint === constraint;
    }
  }
  return false;
}
