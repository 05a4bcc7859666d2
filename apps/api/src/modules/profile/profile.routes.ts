import { OkDtoSchema } from '@galera/shared/auth/auth.dto.ts'
import type { TypedApp } from '../../platform/http/typed-app.ts'
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ChooseEligibilityDtoSchema,
  MyProfileSchema,
  UpdateProfileSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { profileService } from './profile.service.ts'

const tags = ['profile']
/** `{ ok: true }`: done, nothing more to say (resp-b's shared OkDtoSchema is the same shape). */

/** `/me/profile`, `/me/password`, `/me/email`: the signed-in user's own data, never an id in the path. */
export async function profileModule(app: TypedApp, ctx: AppContext) {
  const service = profileService(ctx)

  app.get(
    '/me/profile',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Everything the user may see about themselves',
        response: { 200: MyProfileSchema },
      },
    },
    async (req) => service.get(req.user!),
  )

  app.patch(
    '/me/profile',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Edits own data (partial); CPF/CNPJ, role and status are never changed',
        body: UpdateProfileSchema,
        response: { 200: MyProfileSchema },
      },
    },
    async (req) => service.update(req.user!, req.body),
  )

  app.put(
    '/me/password',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Changes the password (current one required); ends the other sessions',
        body: ChangePasswordSchema,
        response: { 200: OkDtoSchema },
      },
    },
    async (req) => service.changePassword(req.user!, req.body, req.locale),
  )

  app.put(
    '/me/email',
    {
      auth: 'user',
      schema: {
        tags,
        summary: 'Changes the e-mail (current password required); tells the old address',
        body: ChangeEmailSchema,
        response: { 200: MyProfileSchema },
      },
    },
    async (req) => service.changeEmail(req.user!, req.body, req.locale),
  )

  // Spec §2 "/choose" is for clients (profile 3) only. The questionnaire comes with the budgets
  // issue; the rule lives here now so that screen only has to call it.
  app.get(
    '/client/choose/eligibility',
    {
      auth: ['client'],
      schema: {
        tags,
        summary: 'Whether the user may open /choose (clients)',
        response: { 200: ChooseEligibilityDtoSchema },
      },
    },
    async () => ({ eligible: true as const }),
  )
}
