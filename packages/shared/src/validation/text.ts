import { z } from './zod-setup.ts'
import { msg } from './messages.ts'

// Control characters (NUL, CR, LF …) never belong in a one-line field: they break mail headers
// and logs. Multi-line fields allow \n and \t only.
// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f]/

/** An empty field is missing, not short: "Campo obrigatório", never "Mínimo de 3 caracteres". */
function tooShort(min: number) {
  return (iss: { input?: unknown }) =>
    min <= 1 || iss.input === '' ? 'validation.required' : msg('validation.minChars', { min })
}

/** True when a multi-line text holds no control character but \n and \t. */
export const isCleanMultiLine = (v: string) => !CONTROL_MULTI_LINE.test(v)

/**
 * Where the first NUL character (U+0000) sits in a parsed JSON value — in a string or in a key —
 * or undefined. PostgreSQL cannot store it in text or jsonb, so it must never get past
 * validation (ADR 0029). Walks with its own stack, so a hostile deeply nested body cannot
 * overflow the call stack.
 */
export function findNulPath(value: unknown): PropertyKey[] | undefined {
  interface Node {
    v: unknown
    key?: PropertyKey
    parent?: Node
  }
  const pathOf = (node: Node | undefined, last?: PropertyKey) => {
    const path: PropertyKey[] = last === undefined ? [] : [last]
    for (let n = node; n && n.key !== undefined; n = n.parent) path.push(n.key)
    return path.reverse()
  }
  const stack: Node[] = [{ v: value }]
  while (stack.length > 0) {
    const node = stack.pop()!
    const v = node.v
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return pathOf(node)
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], key: i, parent: node })
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) return pathOf(node, key)
        stack.push({ v: child, key, parent: node })
      }
    }
  }
  return undefined
}

/**
 * The rule every request schema gets on the API (the validator compiler wraps each route's
 * schema in it): a NUL anywhere in the input is refused with "invalid characters" on its field,
 * and the schema's own findings on the other fields are reported beside it, so a form learns
 * everything that is wrong at once.
 */
export function refuseNul<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  return z.unknown().transform((value, ctx) => {
    const nulPath = findNulPath(value)
    const parsed = schema.safeParse(value)
    if (nulPath)
      ctx.addIssue({ code: 'custom', message: 'validation.invalidCharacters', path: nulPath })
    if (!parsed.success) {
      const samePath = (p: readonly PropertyKey[]) =>
        !!nulPath && p.length === nulPath.length && p.every((k, i) => k === nulPath[i])
      for (const issue of parsed.error.issues)
        if (!samePath(issue.path))
          ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] })
    }
    if (nulPath || !parsed.success) return z.NEVER
    return parsed.data as z.output<T>
  }) as unknown as z.ZodType<z.output<T>, z.input<T>>
}

/** A required one-line text, trimmed, between min and max characters. */
export function lineText(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(min, { error: tooShort(min) })
    .max(max, { error: msg('validation.maxChars', { max }) })
    .refine((v) => !CONTROL_ONE_LINE.test(v), { error: 'validation.invalidCharacters' })
}

/** A multi-line text (comments, descriptions). */
export function longText(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(min, { error: tooShort(min) })
    .max(max, { error: msg('validation.maxChars', { max }) })
    .refine(isCleanMultiLine, { error: 'validation.invalidCharacters' })
}

/** E-mail, trimmed and lower-cased; 254 is the longest address SMTP carries. */
export const EmailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: msg('validation.maxChars', { max: 254 }) })
  .toLowerCase()
  .pipe(z.email({ error: 'validation.invalidEmail' }))

/**
 * "instagram.com/ana" or "www.loja.com.br" typed without a scheme is completed to https://, as
 * every browser's address bar does; anything that names its own scheme is left to the check.
 */
export function withScheme(value: string): string {
  if (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value
  return /^[^\s/]+\.[^\s/]+/.test(value) ? `https://${value.replace(/^\/+/, '')}` : value
}

/** http(s) links only: `javascript:` and `data:` are refused. */
export const HttpUrlSchema = z
  .string()
  .trim()
  .overwrite(withScheme)
  .max(2048, { error: msg('validation.maxChars', { max: 2048 }) })
  .refine(
    (v) => {
      try {
        const u = new URL(v)
        return u.protocol === 'http:' || u.protocol === 'https:'
      } catch {
        return false
      }
    },
    { error: 'validation.invalidUrl' },
  )
