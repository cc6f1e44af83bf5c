import { messages } from "../messages";

// Stone measurements, for every certificate type (spec 000 §5, 001 §5.1): three numeric dimensions
// separated by 'x', stored normalised as 'a x b x c mm'. A trailing 'mm' and the multiplication
// sign '×' are accepted as typed.

export type MeasurementsResult = { ok: true; value: string } | { ok: false; message: string };

const number = /^\d+(\.\d+)?$|^\.\d+$/;

export function parseMeasurements(input: string): MeasurementsResult {
  const text = input
    .trim()
    .replace(/\s*mm\.?$/i, "")
    .trim();
  if (text === "") return { ok: true, value: "" };
  const parts = text.split(/[x×*]/i).map((part) => part.trim());
  if (parts.length !== 3) return { ok: false, message: messages.measurementsNeedThreeDimensions };
  if (!parts.every((part) => number.test(part) && Number(part) > 0)) {
    return { ok: false, message: messages.measurementsWrongFormat };
  }
  const dimensions = parts.map((part) => (part.startsWith(".") ? `0${part}` : part));
  return { ok: true, value: `${dimensions.join(" x ")} mm` };
}
