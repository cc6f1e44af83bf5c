// The names of the list's export files (spec 000 §2, §7). Plain data: the list screen's Export
// buttons fall back on them without loading the sheet's columns or any schema.
export const diamondSheetFileName = "diamond.xlsx";
export const diamondQrFileName = "DiamondQR.csv";
