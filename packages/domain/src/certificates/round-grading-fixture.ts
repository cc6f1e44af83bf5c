// A round stone's grading as the tests write it, for a diamond record and a jewelry stone alike.
// The weight is each type's own: a diamond's is a number of carats, a jewelry stone's is text.
export const roundGradingFixture = {
  shape: "Round",
  cut: "Excellent",
  polish: "Excellent",
  symmetry: "Very Good",
  measurements: "6.41 x 6.43 x 3.97 mm",
  table: 57,
  depth: 61.8,
  color: { template: "Standard", value: "G", asterisks: "" },
  clarity: { value: "VS1", asterisks: "*" },
} as const;
