import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface TestS3 {
  /** The app settings that point the upload store at this server's bucket. */
  env: {
    S3_BUCKET: string
    S3_ENDPOINT: string
    S3_REGION: string
    S3_ACCESS_KEY_ID: string
    S3_SECRET_ACCESS_KEY: string
    S3_FORCE_PATH_STYLE: string
  }
  close(): Promise<void>
}

/**
 * An S3-compatible server in this process (s3rver), on a free loopback port, with one empty
 * bucket in a temporary folder (ADR 0053's tests).
 */
export async function startTestS3(bucket = 'galera-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'galera-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
