import type { IncomingMessage, ServerResponse } from 'node:http'

/** The request's body: JSON, or a form (the hosted pages post forms). */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text))
  return JSON.parse(text) as Record<string, unknown>
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** An error in Asaas's shape. */
export const error = (res: ServerResponse, status: number, description: string) =>
  json(res, status, { errors: [{ code: 'invalid_action', description }] })
