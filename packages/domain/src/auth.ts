import { z } from "zod";
import { messages } from "./messages";
import { permissions } from "./permissions";

export const passwordMinLength = 10;
export const passwordMaxLength = 128;

export const passwordSchema = z
  .string()
  .min(passwordMinLength, messages.passwordTooShort)
  .max(passwordMaxLength, messages.passwordTooLong);

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(messages.resetEmailEmpty).max(254));

export const loginRequestSchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(passwordMaxLength),
});

export const forgotPasswordRequestSchema = z.object({
  email: z.string().trim().pipe(z.email(messages.resetEmailEmpty).max(254, messages.resetEmailEmpty)),
});

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

export const permissionSchema = z.enum(permissions);

export const sessionUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  permissions: z.array(permissionSchema),
});

export const sessionSchema = z.object({ user: sessionUserSchema });

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
