/**
 * A local stand-in for S3-compatible object storage at the HTTP boundary, as the Moyasar tests
 * have a fake Moyasar: path-style PUT, GET, HEAD and DELETE of objects in one bucket, each request
 * signed with AWS Signature V4 by the configured key (the signature's scope is checked, not its
 * hash), errors as S3's XML. It keeps the objects and the requests, for the test to look at.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3_KEY = { accessKeyId: 'AKIAFAKELIBAS0000001', secretAccessKey: 'fake-secret-access-key-of-the-test-s3' };

export interface FakeS3 {
  url: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; key: string }[];
  close(): Promise<void>;
}

function s3Error(response: ServerResponse, status: number, code: string, head = false) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  // A HEAD answer has no body, as S3's.
  response.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket = 'libas-test'): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; key: string }[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const [, name = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const method = request.method ?? 'GET';
      const head = method === 'HEAD';
      requests.push({ method, key });
      const auth = String(request.headers.authorization ?? '');
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${FAKE_S3_KEY.accessKeyId}/`) || !/\/s3\/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$/.test(auth) || !request.headers['x-amz-date']) {
        return s3Error(response, 403, 'AccessDenied', head);
      }
      if (name !== bucket) return s3Error(response, 404, 'NoSuchBucket', head);
      if (!key) return s3Error(response, 400, 'InvalidRequest', head);
      if (method === 'PUT') {
        const body = await bodyOf(request);
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
        response.writeHead(200, { etag: `"${body.length}"` });
        return response.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      if (method !== 'GET' && !head) return s3Error(response, 405, 'MethodNotAllowed');
      const object = objects.get(key);
      if (!object) return s3Error(response, 404, 'NoSuchKey', head);
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: `"${object.body.length}"` });
      response.end(head ? undefined : object.body);
    })().catch(() => s3Error(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
