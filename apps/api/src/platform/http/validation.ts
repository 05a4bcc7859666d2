import type { FastifySchemaCompiler } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { refuseNul } from '@galera/shared'

/**
 * The request validator of every route (ADR 0029): the route's own zod schema, behind the shared
 * rule that refuses a NUL character anywhere in the body, query, params or headers. PostgreSQL
 * cannot store U+0000, so without this rule a NUL in any free-text field became a 500; with it,
 * it is a translated 422 that names the field, whatever schema the route declares.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: refuseNul(route.schema) })
