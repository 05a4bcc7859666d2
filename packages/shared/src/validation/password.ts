import { z } from './zod-setup.ts'

/** Spec §5: special characters accepted by the password rule. */
export const PASSWORD_SPECIALS = '!@#$%&*'
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * Spec §5 password rule, each failure with its own message: at least 8 characters, one capital,
 * one lower-case, one number, one of !@#$%&*.
 */
export const PasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(PASSWORD_MAX, { error: 'validation.password.max' })
  .refine((v) => v.length >= PASSWORD_MIN, { error: 'validation.password.min' })
  .refine((v) => /[A-Z]/.test(v), { error: 'validation.password.upper' })
  .refine((v) => /[a-z]/.test(v), { error: 'validation.password.lower' })
  .refine((v) => /[0-9]/.test(v), { error: 'validation.password.number' })
  .refine((v) => /[!@#$%&*]/.test(v), { error: 'validation.password.special' })

/** New password + repeat ("Different passwords" when they differ). */
export const PasswordPairSchema = z
  .object({ password: PasswordSchema, passwordConfirmation: z.string() })
  .refine((v) => v.password === v.passwordConfirmation, {
    error: 'validation.passwordsDifferent',
    path: ['passwordConfirmation'],
  })
