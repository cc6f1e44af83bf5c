// Checks one value against a domain schema for react-hook-form's `validate`: true, or the first
// message. Keeps the web app free of its own copy of the rules (and of a direct zod import).
type SafeParser = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: Array<{ message: string }> } };
};

export function validateWith(schema: SafeParser) {
  return (value: unknown): true | string => {
    const result = schema.safeParse(value);
    return result.success ? true : (result.error.issues[0]?.message ?? "Not valid");
  };
}
