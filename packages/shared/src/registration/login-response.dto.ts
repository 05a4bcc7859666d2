import { z } from '../validation/zod-setup.ts'

/**
 * What a sign-up answers (201): the spec §3 login response, since the new user is logged in.
 * The company sign-up also answers `_id`, `document` and `phones`. It mirrors `LoginResponse`
 * (auth/auth.schemas.ts) field for field; the two are to be one schema (ADR 0044).
 */
export const RegistrationLoginDtoSchema = z.object({
  token: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  profile: z.number().int(),
  _id: z.string().optional(),
  document: z.string().optional(),
  phones: z.array(z.string()).optional(),
})
export type RegistrationLoginDto = z.infer<typeof RegistrationLoginDtoSchema>
