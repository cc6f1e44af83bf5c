// Grading option lists shared by the diamond form and the jewelry editor (spec 000 §3, 001 §3.3).

export const polishGrades = ["Poor", "Fair", "Good", "Very Good", "Excellent"] as const;
export type PolishGrade = (typeof polishGrades)[number];

export const symmetryGrades = polishGrades;
export type SymmetryGrade = PolishGrade;

export const fluorescenceGrades = ["Very Strong", "Strong", "Medium", "Faint", "None"] as const;
export type FluorescenceGrade = (typeof fluorescenceGrades)[number];

export const cutGrades = ["None", "Excellent", "Super Ideal", "Ideal", "Very Good", "Good", "Fair"] as const;
export type CutGrade = (typeof cutGrades)[number];

// Order and spelling (including "INFLAWLESS") exactly as the spec gives them.
export const diamondClarityGrades = [
  "I1",
  "I2",
  "I3",
  "SI",
  "SI1",
  "SI2",
  "SI3",
  "VS",
  "VS2",
  "VS1",
  "VVS2",
  "VVS1",
  "INFLAWLESS",
  "FLAWLESS",
] as const;
export type DiamondClarityGrade = (typeof diamondClarityGrades)[number];

// The spec only says the jewelry list adds a blank, IF and range values; the ranges below are
// the ones jewelry is commonly graded with (a piece set with several stones spans two grades).
export const jewelryClarityGrades = [
  "",
  ...diamondClarityGrades,
  "IF",
  "I1-I2",
  "I2-I3",
  "SI1-SI2",
  "SI2-SI3",
  "VS2-SI1",
  "VS1-VS2",
  "VVS2-VS1",
  "VVS1-VVS2",
] as const;
export type JewelryClarityGrade = (typeof jewelryClarityGrades)[number];

// Only "M" is built in; more values come from the 'girdle' attribute.
export const girdleGrades = ["M"] as const;
export type GirdleGrade = (typeof girdleGrades)[number];

export const asterisks = ["", "*", "**"] as const;
export type Asterisk = (typeof asterisks)[number];

export const asteriskOptions = [
  { value: "", label: "none" },
  { value: "*", label: "*" },
  { value: "**", label: "**" },
] as const satisfies readonly { value: Asterisk; label: string }[];
