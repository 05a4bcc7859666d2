import type { TypedApp } from '../../platform/http/typed-app.ts'
import { z } from 'zod'
import {
  CepAddressSchema,
  CepParamsSchema,
  CitiesQuerySchema,
  CityDtoSchema,
  OptionListsSchema,
  UfDtoSchema,
} from '@galera/shared'
import type { AppContext } from '../../platform/context.ts'
import { viaCepProvider } from './cep-provider.ts'
import { locationsRepository } from './locations.repository.ts'
import { locationsService } from './locations.service.ts'

/**
 * Spec §7 lookups used by every address form: `/getUfs`, `/getCitiesByUfs?uf=`, `/options`, and
 * the CEP lookup that fills street, neighbourhood, city and state. All public.
 */
export async function locationsModule(app: TypedApp, ctx: AppContext) {
  const service = locationsService({
    repo: locationsRepository(ctx.db),
    provider: viaCepProvider({
      baseUrl: ctx.env.CEP_PROVIDER_URL,
      timeoutMs: ctx.env.CEP_TIMEOUT_MS,
    }),
    clock: ctx.clock,
    rateLimiter: ctx.rateLimiter,
    log: ctx.log,
  })

  app.get(
    '/getUfs',
    {
      auth: 'public',
      schema: {
        tags: ['locations'],
        summary: 'The 27 Brazilian states (UFs), by name',
        response: { 200: z.array(UfDtoSchema).readonly() },
      },
    },
    async () => service.listUfs(),
  )

  app.get(
    '/getCitiesByUfs',
    {
      auth: 'public',
      schema: {
        tags: ['locations'],
        summary: 'IBGE municipalities of one state, by name',
        querystring: CitiesQuerySchema,
        response: { 200: z.array(CityDtoSchema).readonly() },
      },
    },
    async (req) => {
      const { uf } = req.query
      return service.listCities(uf)
    },
  )

  app.get(
    '/options',
    {
      auth: 'public',
      schema: {
        tags: ['locations'],
        summary: 'Every option set with labels in the request language',
        response: { 200: OptionListsSchema },
      },
    },
    async (req) => service.listOptions(req.locale),
  )

  app.get(
    '/cep/:cep',
    {
      auth: 'public',
      schema: {
        tags: ['locations'],
        summary:
          'Address of a CEP (ViaCEP); 404 unknown, 429 too many lookups, 503 type it by hand',
        params: CepParamsSchema,
        response: { 200: CepAddressSchema },
      },
    },
    async (req) => {
      const { cep } = req.params
      return service.lookupCep(cep, req.user?.id ?? req.ip)
    },
  )
}
