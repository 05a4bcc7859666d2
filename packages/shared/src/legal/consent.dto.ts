import { z } from '../validation/zod-setup.ts'
import { CONSENT_KINDS, type Consent } from '../profile/profile.schemas.ts'

/**
 * `GET/POST/DELETE /me/consents` (SECURITY.md "LGPD features"): the consent records. The profile
 * domain declares the `Consent` type; until it declares a schema, the LGPD routes use this one
 * (imported by path, out of the barrel, so the names never clash), held to that type.
 */
export const ConsentDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  grantedAt: z.string(),
  revokedAt: z.string().nullable(),
}) satisfies z.ZodType<Consent>
