import { NumberInput } from "@mantine/core";
import { boundField } from "./bound-field";

// A NumberInput bound to its field of a form, which holds what the input holds: a number, or the
// text typed so far.
export const NumberField = boundField(NumberInput);
