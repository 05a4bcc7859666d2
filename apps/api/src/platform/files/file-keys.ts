import path from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Where uploaded bytes live (ADR 0053). Keys are always made by the server
 * (`images/<uuid>/<size>.webp`) and checked against FILE_KEY_PATTERN, so no client text ever
 * becomes a path or an object name. Local disk is the default; with S3_BUCKET set the same
 * interface stores in S3-compatible object storage (`s3-file-store.ts`), which every API process
 * shares.
 */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The stored bytes as a stream and their type, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>
  delete(key: string): Promise<void>
}

export interface StoredFile {
  body: Readable
  contentType: string
  /** Bytes, when the store knows them (it sets Content-Length). */
  size?: number
}

/** `images/<uuid>/<thumb|medium|large>.webp`: the images of the upload pipeline (`/files/…`). */
export const FILE_KEY_PATTERN =
  /^images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(thumb|medium|large)\.webp$/
/** `attachments/<uuid>.pdf`: a PDF attached to a message (ADR 0058), served by its conversation only. */
export const ATTACHMENT_KEY_PATTERN =
  /^attachments\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/

/** An image key (the only kind `GET /files/…` serves). */
export function isImageKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key)
}

/** Any key the server makes: an image variant or a message's PDF. */
export function isFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key) || ATTACHMENT_KEY_PATTERN.test(key)
}

const TYPE_BY_EXT: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf' }

/** The content type a key's extension calls for (the server chose both). */
export function contentTypeOf(key: string): string {
  return TYPE_BY_EXT[path.extname(key)] ?? 'application/octet-stream'
}

/** Refuses a key outside the pattern, or bytes whose type does not match the key. */
export function assertPut(key: string, contentType: string) {
  if (!isFileKey(key)) throw new Error(`invalid file key: ${key}`)
  if (contentTypeOf(key) !== contentType)
    throw new Error(`content type ${contentType} does not match ${key}`)
}
