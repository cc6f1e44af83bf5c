import { z } from "zod";

// Every API error is application/problem+json of this shape (docs/design.md, API conventions).
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const problemSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  retryAt: z.string().optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type Problem = z.infer<typeof problemSchema>;
