import { z } from '../validation/zod-setup.ts'

/** What the identity routes answer (spec §3, §7; ADR 0029). */

/** Spec §3 login response; the company login also answers `_id`, `document`, `phones`. */
export const LoginResponseSchema = z.object({
  token: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  profile: z.number().int(),
  _id: z.string().optional(),
  document: z.string().optional(),
  phones: z.array(z.string()).optional(),
})
export type LoginResponse = z.output<typeof LoginResponseSchema>

/** What the web keeps about the signed-in user (spec §3 session: user and company persist). */
export const SessionUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  profile: z.number().int(),
  locale: z.enum(['pt-BR', 'en']),
  company: z.object({ id: z.string(), name: z.string(), document: z.string() }).nullish(),
})
export type SessionUser = z.output<typeof SessionUserSchema>

/** Step 2 of forgot password: the short-lived reset token. */
export const CheckCodeResponseSchema = z.object({ userId: z.string(), resetToken: z.string() })
export type CheckCodeResponse = z.output<typeof CheckCodeResponseSchema>

/**
 * Step 1 of forgot password (and an admin's reset for a supplier): the code went out by e-mail; the
 * same answer whether or not the e-mail is known.
 */
export const ResetCodeSentSchema = z.object({ sent: z.literal(true) })

/** `GET /public/companies/:id`: the branding of a company's login page. */
export const PublicCompanyDtoSchema = z.object({ id: z.string(), tradeName: z.string() })
export type PublicCompanyDto = z.output<typeof PublicCompanyDtoSchema>

/** `GET /admin/overview`: the admin Start tab's users by role and latest sign-ups. */
export const AdminOverviewDtoSchema = z.object({
  usersByRole: z.record(z.string(), z.number().int()),
  latestUsers: z.array(
    z.object({ id: z.string(), name: z.string(), role: z.string(), createdAt: z.string() }),
  ),
})
export type AdminOverviewDto = z.output<typeof AdminOverviewDtoSchema>

/** An action done with nothing more to say (`{ ok: true }`): logout, a new password, a removal. */
export const OkDtoSchema = z.object({ ok: z.literal(true) })
