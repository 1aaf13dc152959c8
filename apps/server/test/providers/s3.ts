import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account: it knows this access key and, not checking SigV4 signatures, accepts any secret with it. */
const ACCESS_KEY = 'S3RVER';

export interface S3Double {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** The object under the key as the bucket holds it, or null. */
  object(key: string, bucket?: string): Promise<Buffer | null>;
  /** Every key the bucket holds. */
  keys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3 server (s3rver) on a free loopback port, storing in a temporary folder, with the given buckets. */
export async function startS3(buckets: string[]): Promise<S3Double> {
  const directory = await mkdtemp(join(tmpdir(), 'beree-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY } });
  return {
    endpoint,
    bucket: buckets[0],
    accessKey: ACCESS_KEY,
    secretKey: ACCESS_KEY,
    async object(key, bucket = buckets[0]) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async keys(bucket) {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((c) => c.Key!);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
