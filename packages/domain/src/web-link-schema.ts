import { z } from "zod";
import { isWebLink, notAWebLink } from "./links";

// A stored link field: empty, or a link isWebLink accepts.
export const optionalWebLinkSchema = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .refine((value) => value === "" || isWebLink(value), notAWebLink)
    .default("");
