// A text cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return)
// is written with a leading ' so it stays text (the CSV writer does the same through papaparse's
// escapeFormulae).
const formulaStart = /^[=+\-@\t\r]/;

export const neutraliseFormula = (text: string) => (formulaStart.test(text) ? `'${text}` : text);
