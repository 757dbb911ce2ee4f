import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import type { BackupS3Config } from '../config.ts';

/** The file's SHA-256, read as a stream: the signature covers the body without holding it. */
async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Copies a backup file to S3-compatible storage (AWS, MinIO, Backblaze, R2 …) with a signed PUT,
 * path-style (`endpoint/bucket/key`), so any provider's endpoint works. The body is a file-backed
 * Blob: streamed from disk, never read whole into memory.
 */
export async function uploadToS3(s3: BackupS3Config, file: string): Promise<void> {
  const client = new AwsClient({ accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey, region: s3.region, service: 's3' });
  const url = `${s3.endpoint}/${encodeURIComponent(s3.bucket)}/${encodeURIComponent(path.basename(file))}`;
  const res = await client.fetch(url, {
    method: 'PUT',
    body: await fs.openAsBlob(file),
    headers: { 'content-type': 'application/gzip', 'x-amz-content-sha256': await sha256OfFile(file) },
  });
  if (!res.ok) throw new Error(`S3 answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}
