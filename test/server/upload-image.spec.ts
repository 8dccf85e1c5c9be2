import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ApiCode } from '../../types/api';
import type { UploadImageResponse } from '../../types/upload';
import { LIMITS, MESSAGES } from '../../types/validation';
import type { SessionInfo } from '../../types/user';
import { TestApp } from '../helpers/app';
import { gif, jpeg, noisePng, png } from '../helpers/image-factory';
import { fetchRaw, FilePart, multipart, open, postMultipart } from '../helpers/multipart';

const URL_ = '/api/v1/upload/image';

describe('POST /api/v1/upload/image (SPEC §5 image rules, §9 thumbnail)', () => {
  let t: TestApp;
  let user: SessionInfo;
  const upload = (file: FilePart | FilePart[], opts: { anonymous?: boolean } = {}) =>
    postMultipart<UploadImageResponse>(t, URL_, { files: Array.isArray(file) ? file : [file], session: opts.anonymous ? undefined : user });
  const asPng = (data: Buffer, filename = 'a.png'): FilePart => ({ filename, contentType: 'image/png', data });

  beforeAll(async () => {
    t = await TestApp.start({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-img-')) });
    user = await t.devLogin('user');
  });
  afterAll(() => t.close());

  it('stores a PNG with a width-200 thumbnail that keeps the aspect ratio', async () => {
    const res = await upload(asPng(await png(640, 480)));
    expect(res.body.code).toBe(ApiCode.SUCCESS);
    const d = res.body.data;
    expect(d).toMatchObject({ width: 640, height: 480, content_type: 'image/png' });
    expect(d.key).toMatch(/^u\/10002\/img\/\d{8}\/[0-9a-f]{24}\.png$/);
    expect(d.thumb_key).toBe(d.key.replace('.png', '_w200.png'));
    expect(d.expires_at).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const image = await fetchRaw(t, d.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.length).toBe(d.size);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 640, height: 480 });
    const thumb = await fetchRaw(t, d.thumb_url);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'png', width: 200, height: 150 });
  });

  it('stores a JPEG upright, without its EXIF metadata, and a JPEG thumbnail', async () => {
    // 300x200 pixels tagged "rotate 90°": shown (and stored) as 200x300
    const res = await upload({ filename: 'photo.jpg', contentType: 'image/jpeg', data: await jpeg(300, 200, { orientation: 6, copyright: 'CT-SECRET-GPS' }) });
    expect(res.body.code).toBe(ApiCode.SUCCESS);
    const d = res.body.data;
    expect(d).toMatchObject({ width: 200, height: 300, content_type: 'image/jpeg' });
    expect(d.key).toMatch(/\.jpg$/);
    const stored = (await fetchRaw(t, d.url)).rawPayload;
    expect(stored.includes('CT-SECRET-GPS')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    // exactly 200 wide already: the image is its own thumbnail
    expect(d.thumb_url).toBe(d.url);
  });

  it('keeps images narrower than 200 px as they are, thumbnail included', async () => {
    const res = await upload(asPng(await png(120, 80)));
    expect(res.body.data).toMatchObject({ width: 120, height: 80 });
    expect(res.body.data.thumb_key).toBe(res.body.data.key);
    expect(res.body.data.thumb_url).toBe(res.body.data.url);
  });

  it('decides the type by magic bytes: a GIF or a text file named .png is refused, a PNG declared as gif is fine', async () => {
    for (const data of [await gif(20, 20), Buffer.from('just some text, not an image at all')]) {
      const res = await upload(asPng(data, 'fake.png'));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: ApiCode.INVALID, msg: MESSAGES.imageFormat, errors: [{ field: 'file', message: MESSAGES.imageFormat }] });
    }
    const ok = await upload({ filename: 'x.gif', contentType: 'image/gif', data: await png(10, 10) });
    expect(ok.body.code).toBe(ApiCode.SUCCESS);
    expect(ok.body.data.content_type).toBe('image/png');
  });

  it('refuses files with a valid signature but a body that does not decode', async () => {
    const real = await png(300, 300);
    for (const data of [real.subarray(0, 60), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])]) {
      const res = await upload(asPng(data));
      expect(res.body).toMatchObject({ code: ApiCode.INVALID, msg: MESSAGES.imageFormat });
    }
  });

  it('refuses a canvas over the pixel limit before decoding it', async () => {
    // 8000x6000 = 48 M pixels of one colour: a few KB on the wire
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(LIMITS.imageBytes);
    const res = await upload(asPng(bomb));
    expect(res.body).toMatchObject({ code: ApiCode.INVALID, msg: MESSAGES.imagePixelsTooLarge });
  });

  it('refuses 10 MB + 1 byte with the spec message, and anything larger', async () => {
    const header = await png(10, 10);
    for (const size of [LIMITS.imageBytes + 1, LIMITS.imageBytes + 2 * 1024 * 1024]) {
      const data = Buffer.concat([header, Buffer.alloc(size - header.length, 0)]);
      const res = await upload(asPng(data));
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: ApiCode.PAYLOAD_TOO_LARGE, msg: '图片尺寸过大（大于10MB）', errors: [{ field: 'file', message: '图片尺寸过大（大于10MB）' }] });
    }
  });

  it('accepts a 9 MB PNG', async () => {
    const data = await noisePng(1800, 1700);
    expect(data.length).toBeGreaterThan(9 * 1024 * 1024 - 300_000);
    expect(data.length).toBeLessThan(LIMITS.imageBytes);
    const res = await upload(asPng(data));
    expect(res.body.code).toBe(ApiCode.SUCCESS);
    expect(res.body.data).toMatchObject({ width: 1800, height: 1700 });
    const thumb = await fetchRaw(t, res.body.data.thumb_url);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 200, height: 189 });
  }, 30000);

  it('asks for a file when there is none, the field is not `file`, or the body is not multipart', async () => {
    const none = await postMultipart(t, URL_, { fields: { a: 'b' }, session: user });
    expect(none.body).toMatchObject({ code: ApiCode.INVALID, msg: MESSAGES.imageMissing });
    const wrongField = await upload({ ...asPng(await png(10, 10)), field: 'image' });
    expect(wrongField.body).toMatchObject({ code: ApiCode.INVALID, msg: MESSAGES.imageMissing });
    const form = await t.post(URL_, { session: user, form: { file: 'x' } });
    expect(form.body).toMatchObject({ code: ApiCode.INVALID, msg: MESSAGES.imageMissing });
  });

  it('answers broken multipart bodies with a message, not a 500', async () => {
    const { payload, contentType } = multipart({}, [asPng(await png(40, 40))]);
    const headers = { authorization: user.token, uid: user.uid };
    const inject = t.app.getHttpAdapter().getInstance().inject.bind(t.app.getHttpAdapter().getInstance());
    const truncated = await inject({ method: 'POST', url: URL_, headers: { ...headers, 'content-type': contentType }, payload: payload.subarray(0, payload.length - 60) });
    const noBoundary = await inject({ method: 'POST', url: URL_, headers: { ...headers, 'content-type': 'multipart/form-data' }, payload });
    for (const res of [truncated, noBoundary]) {
      expect(res.statusCode).toBe(422);
      expect(open(t, res.body, true, user.response_key)).toMatchObject({ code: ApiCode.INVALID, msg: MESSAGES.imageMissing });
    }
  });

  it('takes one file per request', async () => {
    const one = asPng(await png(10, 10));
    const res = await upload([one, one]);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe(ApiCode.INVALID);
  });

  it('needs a signed-in caller', async () => {
    const res = await upload(asPng(await png(10, 10)), { anonymous: true });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(ApiCode.UNAUTHORIZED);
  });
});

describe('image upload when storage fails', () => {
  it('answers 上传图片异常 (5000), not an unhandled error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-img-'));
    const blocked = join(dir, 'not-a-dir');
    writeFileSync(blocked, 'a file where the storage directory should be');
    const t = await TestApp.start({ STORAGE_DIR: blocked });
    try {
      const user = await t.devLogin('user');
      const res = await postMultipart(t, URL_, { files: [{ filename: 'a.png', contentType: 'image/png', data: await png(300, 300) }], session: user });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: ApiCode.SERVER, msg: MESSAGES.imageUploadFailed });
    } finally {
      await t.close();
    }
  });
});
