import { mkdir, open, rm, writeFile, rename } from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { assertPut, contentTypeOf, isFileKey, type FileStore } from './file-keys.ts'
import { s3FileStore, type S3Settings } from './s3-file-store.ts'

export {
  FILE_KEY_PATTERN,
  isFileKey,
  isImageKey,
  type FileStore,
  type StoredFile,
} from './file-keys.ts'

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
      assertPut(key, contentType)
      const full = pathOf(key)
      await mkdir(path.dirname(full), { recursive: true })
      // Write then rename: a reader never sees half a file.
      const tmp = `${full}.${randomUUID()}.tmp`
      await writeFile(tmp, body)
      await rename(tmp, full)
    },
    async get(key) {
      try {
        const handle = await open(pathOf(key))
        const { size } = await handle.stat()
        return { body: handle.createReadStream(), contentType: contentTypeOf(key), size }
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return null
        throw err
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

export type FileStoreSettings = { DATA_DIR: string } & Partial<S3Settings>

const s3Stores = new Map<string, FileStore>()

/**
 * The store of this deployment: S3-compatible storage when S3_BUCKET is set (one client per
 * bucket and endpoint in the process), else local disk under `${DATA_DIR}/uploads`.
 */
export function fileStoreFor(env: FileStoreSettings): FileStore {
  if (!env.S3_BUCKET) return localFileStore(path.join(env.DATA_DIR, 'uploads'))
  const settings: S3Settings = {
    S3_BUCKET: env.S3_BUCKET,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_REGION: env.S3_REGION ?? 'us-east-1',
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? false,
  }
  const id = JSON.stringify(settings)
  let store = s3Stores.get(id)
  if (!store) {
    store = s3FileStore(settings)
    s3Stores.set(id, store)
  }
  return store
}
