import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { Readable } from 'node:stream'
import { assertPut, contentTypeOf, isFileKey, type FileStore } from './file-keys.ts'

export interface S3Settings {
  S3_BUCKET: string
  /** Unset: AWS itself. Set for any other S3-compatible service (MinIO, R2, Spaces…). */
  S3_ENDPOINT?: string
  S3_REGION: string
  /** Unset: the SDK's default credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted ones). */
  S3_FORCE_PATH_STYLE: boolean
}

/**
 * Uploads as objects in one bucket, under the same keys as on disk (ADR 0053). The app still
 * serves them (`GET /files/<key>` streams the object), so URLs, headers and access rules do not
 * change with the store.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  })
  const Bucket = settings.S3_BUCKET
  const checked = (key: string) => {
    if (!isFileKey(key)) throw new Error(`invalid file key: ${key}`)
    return key
  }
  return {
    async put(key, body, contentType) {
      assertPut(key, contentType)
      // One PUT: the object appears whole or not at all.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      )
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }))
        if (!(res.Body instanceof Readable)) throw new Error('S3 answered no body stream')
        return {
          body: res.Body,
          // The type follows the key, as on disk: a stored object cannot choose its own.
          contentType: contentTypeOf(key),
          ...(res.ContentLength !== undefined ? { size: res.ContentLength } : {}),
        }
      } catch (err) {
        if (err instanceof NoSuchKey) return null
        throw err
      }
    },
    async delete(key) {
      // Deleting a missing object succeeds, as rm --force does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }))
    },
  }
}
