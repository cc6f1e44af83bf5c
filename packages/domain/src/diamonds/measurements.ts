// The rule is shared by every certificate type (certificates/measurements.ts); the diamond screens
// and server still import it by this path.
export { type MeasurementsResult, parseMeasurements } from "../certificates/measurements";
