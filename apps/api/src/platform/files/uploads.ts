import type { FastifyRequest } from 'fastify'
import { UPLOAD_LIMITS } from '@galera/shared'
import { AppError } from '../http/app-error.ts'

export interface Upload {
  /** The bytes of the one expected file part. */
  file: Buffer
  /** The other (text) fields, first value wins. */
  fields: Record<string, string>
  /** What the browser says the file is (a claim to check against the bytes, never trusted). */
  filename: string
  mimetype: string
}

/**
 * Reads a multipart body with one file under `fileField`. The byte limit is enforced while the
 * body streams in (@fastify/multipart `limits.fileSize`): past it the parser stops and the error
 * handler answers 413 before the rest is read. 10 MB for every image purpose (avatars, gallery,
 * documents, products): far below the spec's 150 MB ceiling for PNGs, which stays the global cap.
 */
export async function readUpload(
  req: FastifyRequest,
  fileField: string,
  maxBytes: number = UPLOAD_LIMITS.imageMaxBytes,
): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE')
  const fields: Record<string, string> = {}
  let file: Buffer | undefined
  let filename = ''
  let mimetype = ''
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      if (part.fieldname === fileField && !file) {
        // Throws FST_REQ_FILE_TOO_LARGE (→ 413) as soon as the limit is passed.
        file = await part.toBuffer()
        filename = part.filename ?? ''
        mimetype = part.mimetype ?? ''
      } else {
        part.file.resume()
      }
    } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
      fields[part.fieldname] = part.value
    }
  }
  if (!file || file.length === 0) {
    throw new AppError('FILE_REQUIRED', undefined, [
      { field: fileField, message: 'media.errors.fileRequired' },
    ])
  }
  return { file, fields, filename, mimetype }
}
