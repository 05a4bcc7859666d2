import type { LoggerOptions } from 'pino'

/**
 * JSON lines with UTC time and request id. Secrets and personal data never reach the log
 * (SECURITY.md "Logs"): the paths below are removed wherever they appear.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-app-secret"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordConfirmation',
        '*.currentPassword',
        '*.token',
        '*.resetToken',
        '*.code',
        '*.cpf',
        '*.cnpj',
        '*.email',
        '*.phone',
      ],
      remove: true,
    },
    serializers: {
      req(req: { method: string; url: string; id: string; ip?: string }) {
        // Query strings may carry search terms typed by people; keep the path only.
        return { method: req.method, url: req.url.split('?')[0], id: req.id }
      },
    },
  }
}
