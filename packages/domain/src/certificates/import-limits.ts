// What an import of any certificate type accepts (spec 000 §2 Import). Plain data, no zod: a list
// screen's Import button needs the accepted types before any schema is loaded.

export const importLimits = {
  maxRows: 10_000,
  maxFileBytes: 20 * 1_048_576,
  // 10,000 rows of full text fields fit well inside this.
  maxBodyBytes: 30 * 1_048_576,
  accept: [".xlsx", ".csv"],
} as const;
