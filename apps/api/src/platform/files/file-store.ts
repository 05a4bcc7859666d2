import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

/**
 * Where uploaded bytes live (ARCHITECTURE.md). Keys are always made by the server
 * (`images/<uuid>/<size>.webp`) and checked against FILE_KEY_PATTERN, so no client text ever
 * becomes a path. The local-disk store below is the default; an S3-compatible store can implement
 * the same interface later (put → PutObject, get → GetObject, delete → DeleteObject).
 */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The stored bytes and their type, or null when nothing is stored under the key. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>
  delete(key: string): Promise<void>
}

/** `images/<uuid>/<thumb|medium|large>.webp`: the only shape of key we make or serve. */
export const FILE_KEY_PATTERN =
  /^images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(thumb|medium|large)\.webp$/

export function isFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key)
}

const TYPE_BY_EXT: Record<string, string> = { '.webp': 'image/webp' }

/** Files under `<root>/<key>`; the content type follows the extension the server chose. */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root)
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new Error(`invalid file key: ${key}`)
    const full = path.resolve(base, key)
    if (!full.startsWith(base + path.sep)) throw new Error(`invalid file key: ${key}`)
    return full
  }
  return {
    async put(key, body, contentType) {
      const full = pathOf(key)
      if (TYPE_BY_EXT[path.extname(full)] !== contentType) {
        throw new Error(`content type ${contentType} does not match ${key}`)
      }
      await mkdir(path.dirname(full), { recursive: true })
      // Write then rename: a reader never sees half a file.
      const tmp = `${full}.${randomUUID()}.tmp`
      await writeFile(tmp, body)
      await rename(tmp, full)
    },
    async get(key) {
      try {
        const full = pathOf(key)
        const body = await readFile(full)
        return { body, contentType: TYPE_BY_EXT[path.extname(full)] ?? 'application/octet-stream' }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

/** The store of this deployment: local disk under `${DATA_DIR}/uploads`. */
export function fileStoreFor(env: { DATA_DIR: string }): FileStore {
  return localFileStore(path.join(env.DATA_DIR, 'uploads'))
}
