// How grades and weights read on a printed card, a sheet and a public page, for every type.

export function gradeText(grade: { value: string; asterisks: string }): string {
  return `${grade.value}${grade.asterisks}`;
}

export function weightText(weight: number | null): string {
  return weight === null ? "" : `${weight}ct`;
}
