/**
 * Images in object storage (STORAGE_URL): the one image store interface, the same on the storage
 * folder and on an S3-compatible bucket, here a faithful local fake at the HTTP boundary
 * (helpers/fake-s3.ts), where an image removed takes its resized copies with it; and two API
 * processes on one bucket, where a profile photo uploaded through one is served, resized too, by
 * the other, and a replaced one goes, resized copies included.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import type { ObjectStorageConfig } from '../../server/src/config';
import type { UpdateProfileResponse } from '../../server/src/contract/accounts';
import { localImageStore, removeImage, resizedImage, s3ImageStore, type ImageStore, type StoredImage } from '../../server/src/services/storage';
import { bearer, multipart, signUp } from './helpers/accounts';
import { testConfig } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { FAKE_S3_KEY, startFakeS3, type FakeS3 } from './helpers/fake-s3';

let s3: FakeS3;
let folder: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  folder = await mkdtemp(join(tmpdir(), 'libas-images-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const bucketConfig = (overrides: Partial<ObjectStorageConfig> = {}): ObjectStorageConfig => ({
  endpoint: s3.url,
  bucket: s3.bucket,
  region: 'me-central-1',
  prefix: 'shop/',
  pathStyle: true,
  credentials: FAKE_S3_KEY,
  ...overrides,
});

const webp = (size: number, background = '#6f4a31') => sharp({ create: { width: size, height: size, channels: 3, background } }).webp().toBuffer();
const bytes = async (image: StoredImage | null) => Buffer.concat(await image!.body.toArray());

describe.each([
  ['the storage folder', () => localImageStore(folder)],
  ['an S3-compatible bucket', () => s3ImageStore(bucketConfig())],
] as const)('the image store on %s', (_name, open) => {
  let store: ImageStore;
  beforeAll(() => {
    store = open();
  });

  it('keeps, serves and removes an image by its path, typed by its extension', async () => {
    const data = await webp(40);
    expect(await store.get('users/abc.webp')).toBeNull();
    expect(await store.has('users/abc.webp')).toBe(false);
    await store.put('users/abc.webp', data);
    expect(await store.has('users/abc.webp')).toBe(true);
    const image = await store.get('users/abc.webp');
    expect(image).toMatchObject({ contentType: 'image/webp', size: data.length });
    expect(await bytes(image)).toEqual(data);
    await store.put('users/abc.webp', await webp(20));
    expect((await store.get('users/abc.webp'))!.size).not.toBe(data.length);
    await store.remove('users/abc.webp');
    await store.remove('users/abc.webp');
    expect(await store.get('users/abc.webp')).toBeNull();
  });

  it('answers nothing for a path that is not an image', async () => {
    expect(await store.get('users/notes.txt')).toBeNull();
  });

  it('removes an image with every resized copy of it, so that no copy outlives it', async () => {
    await store.put('users/gone.webp', await webp(300));
    const inFlight = new Map();
    for (const width of [64, 200]) expect(await resizedImage(store, 'users/gone.webp', width, inFlight)).not.toBeNull();
    expect(await store.has('.cache/w200/users/gone.webp.webp')).toBe(true);
    await removeImage(store, 'users/gone.webp');
    expect(await store.has('users/gone.webp')).toBe(false);
    for (const width of [64, 200]) {
      expect(await store.has(`.cache/w${width}/users/gone.webp.webp`), `w${width}`).toBe(false);
      expect(await resizedImage(store, 'users/gone.webp', width, inFlight)).toBeNull();
    }
  });

  it('drops a copy whose image was removed while it was being made', async () => {
    await store.put('users/race.webp', await webp(300));
    // The image goes just after the resize has read it, before the copy is written.
    const racing: ImageStore = {
      ...store,
      async get(path) {
        const image = await store.get(path);
        if (path === 'users/race.webp' && image) await removeImage(store, path);
        return image;
      },
    };
    expect(await resizedImage(racing, 'users/race.webp', 64, new Map())).toBeNull();
    expect(await store.has('.cache/w64/users/race.webp.webp')).toBe(false);
  });
});

describe('the S3 adapter', () => {
  it('keys objects under the prefix, with their content type', async () => {
    await s3ImageStore(bucketConfig()).put('brands/x.png', await sharp(await webp(10)).png().toBuffer());
    expect(s3.objects.get('shop/brands/x.png')?.contentType).toBe('image/png');
  });

  it('fails loudly with the wrong key or bucket, rather than calling a missing image missing', async () => {
    const wrongKey = s3ImageStore(bucketConfig({ credentials: { accessKeyId: 'AKIAWRONG', secretAccessKey: 'x' } }));
    await expect(wrongKey.get('users/abc.webp')).rejects.toThrow();
    await expect(s3ImageStore(bucketConfig({ bucket: 'no-such-bucket' })).put('users/a.webp', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('two processes on one bucket', () => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    // Each has a storage folder of its own, as on two machines: only the bucket is shared.
    const config = testConfig({ objectStorage: bucketConfig() });
    a = await buildApp({ db: database.db, config: { ...config, storageDir: join(folder, 'a') } });
    b = await buildApp({ db: database.db, config: { ...config, storageDir: join(folder, 'b') } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const upload = async (token: string, email: string, data: Buffer) => {
    const { payload, headers } = multipart({ name: 'Noura Saleh', email }, { filename: 'me.webp', type: 'image/webp', data });
    const response = await a.inject({ method: 'POST', url: '/api/update-profile', payload, headers: { ...headers, ...bearer(token) } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as UpdateProfileResponse).user.img!;
  };

  it('a photo uploaded through one is served by the other, whole and resized, and a replaced one goes', async () => {
    const account = await signUp(a);
    const img = await upload(account.token, account.email, await webp(900));
    expect(s3.objects.has(`shop/${img}`)).toBe(true);

    const served = await b.inject({ url: `/storage/${img}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload).toEqual(s3.objects.get(`shop/${img}`)!.body);

    const small = await b.inject({ url: `/storage/${img}?w=64` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(64);
    // The variant is kept in the bucket, where the first process finds it made.
    expect(s3.objects.has(`shop/.cache/w64/${img}.webp`)).toBe(true);
    const before = s3.requests.filter((r) => r.method === 'PUT').length;
    expect((await a.inject({ url: `/storage/${img}?w=64` })).rawPayload).toEqual(small.rawPayload);
    expect(s3.requests.filter((r) => r.method === 'PUT').length).toBe(before);

    const next = await upload(account.token, account.email, await webp(300, '#123456'));
    expect(s3.objects.has(`shop/${img}`)).toBe(false);
    expect((await b.inject({ url: `/storage/${img}` })).statusCode).toBe(404);
    // Its resized copies went with it.
    expect(s3.objects.has(`shop/.cache/w64/${img}.webp`)).toBe(false);
    for (const app of [a, b]) expect((await app.inject({ url: `/storage/${img}?w=64` })).statusCode).toBe(404);
    expect((await b.inject({ url: `/storage/${next}` })).statusCode).toBe(200);
  });

  it('answers 404 for a missing image and for a path that could reach outside it', async () => {
    for (const url of ['/storage/users/0123456789abcdef0123456789abcdef.webp', '/storage/.cache/w64/x.webp', '/storage/users/..%2F..%2Fx.webp', '/storage/a.txt']) {
      expect((await b.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
