// How grades and weights read on a printed card, a sheet and a public page, for every type.

export function gradeText(grade: { value: string; asterisks: string }): string {
  return `${grade.value}${grade.asterisks}`;
}

export function weightText(weight: number | null): string {
  return weight === null ? "" : `${weight}ct`;
}

// Carats as a public certificate shows them: always two decimals ('1.00ct'), as reports do.
export function caratText(weight: number | null): string {
  return weight === null || !Number.isFinite(weight) ? "" : `${weight.toFixed(2)}ct`;
}

// A color as a public page shows it: a fancy grade ("Fancy Vivid") means little without its hue.
export function colorGradeText(color: { template: string; value: string; asterisks: string }): string {
  const grade = gradeText(color);
  return grade && color.template !== "Standard" ? `${grade} (${color.template})` : grade;
}

export function percentText(value: number | null): string {
  return value === null ? "" : `${value}%`;
}
