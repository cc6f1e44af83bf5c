import { priceMax } from "@loupe/domain/price-schema";
import type { NumberInputProps } from "@mantine/core";

// How a price in US dollars with cents shows in a NumberField (domain price-schema.ts):
// '$1,250.00', never negative, at most the column's largest amount.
export const priceInputProps = {
  prefix: "$",
  decimalScale: 2,
  fixedDecimalScale: true,
  thousandSeparator: ",",
  min: 0,
  max: priceMax,
  allowNegative: false,
  hideControls: true,
  inputMode: "decimal",
} as const satisfies NumberInputProps;
