import { formatCount } from "../formatting";
import { importLimits } from "./import-limits";

// The texts about an imported file itself (spec 000 §2 Import), apart from the limits so a list
// screen loads them only with the import dialog.
export const importFileMessages = {
  noFile: "Choose an .xlsx or .csv file to import.",
  wrongType: "Only .xlsx and .csv files can be imported. Save the sheet in one of these formats first.",
  tooLarge: `The file is larger than ${importLimits.maxFileBytes / 1_048_576} MB. Split it and import each part.`,
  unreadable: "The file could not be read as a spreadsheet. Check that it is a valid .xlsx or .csv file.",
  noHeaders:
    "The first row must name the columns, for example Certificate Number, Client SKU, Template, Weight.",
  noRows: "The file has no rows to import below its header row.",
  tooManyRows: `The file has more than ${formatCount(importLimits.maxRows)} rows. Split it and import each part.`,
  noRowsChosen: "Choose at least one row to import.",
  tooManyRowsChosen: `Import at most ${formatCount(importLimits.maxRows)} rows at a time.`,
  rejectedRows: (count: number) =>
    `${count === 1 ? "1 row" : `${formatCount(count)} rows`} cannot be imported, so nothing was imported.`,
} as const;
