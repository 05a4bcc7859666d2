import { z } from '../validation/zod-setup.ts'
import { EmailSchema } from '../validation/text.ts'
import { PasswordPairSchema } from '../validation/password.ts'
import { LIMITS } from '../constants.ts'

export * from './auth.dto.ts'

/** Spec §7 login payload. The password is not checked against the rule here: old ones still log in. */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(128),
})
export type LoginInput = z.infer<typeof LoginSchema>

/** Step 1 of forgot password: `POST /check/user` with `access` (the e-mail). */
export const CheckUserSchema = z.object({ access: EmailSchema })
export type CheckUserInput = z.infer<typeof CheckUserSchema>

/** Step 2: `POST /check/code` exchanges e-mail + code for a short-lived reset token. */
export const CheckCodeSchema = z.object({
  access: EmailSchema,
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .length(LIMITS.resetCodeLength, { error: 'validation.resetCodeLength' }),
})
export type CheckCodeInput = z.infer<typeof CheckCodeSchema>

/** Step 3: `PUT /reset/password/{userId}`. */
export const ResetPasswordSchema = PasswordPairSchema.and(
  z.object({ resetToken: z.string({ error: 'validation.required' }).min(20).max(200) }),
)
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

/** Step 3 on the web form (the token comes from step 2, not from the person). */
export const NewPasswordFormSchema = PasswordPairSchema
export type NewPasswordFormInput = z.infer<typeof NewPasswordFormSchema>

/** `PUT /auth/me/locale`: the account's language (used for its e-mails and kept across devices). */
export const UpdateLocaleSchema = z.object({
  locale: z.enum(['pt-BR', 'en'], { error: 'validation.invalidOption' }),
})
export type UpdateLocaleInput = z.infer<typeof UpdateLocaleSchema>
