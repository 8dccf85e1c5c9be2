import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ApiCode } from '../../types/api';
import type { UploadImageResponse } from '../../types/upload';
import type { SessionInfo, UserProfile } from '../../types/user';
import { MESSAGES } from '../../types/validation';
import { UserEntity } from '../../server/src/modules/user/entities/user.entity';
import { TestApp } from '../helpers/app';
import { png } from '../helpers/image-factory';
import { fetchRaw, postMultipart } from '../helpers/multipart';

describe('head image update', () => {
  let t: TestApp;
  let user: SessionInfo;
  const uploadAs = async (s: SessionInfo) =>
    (await postMultipart<UploadImageResponse>(t, '/api/v1/upload/image', { session: s, files: [{ filename: 'a.png', contentType: 'image/png', data: await png(300, 300) }] })).body.data;

  beforeAll(async () => {
    t = await TestApp.start({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-avatar-')) });
    user = await t.devLogin({ uid: '10015' });
  });
  afterAll(() => t.close());

  it('accepts the user own upload, stores the key and signs a fresh working URL on every read', async () => {
    const up = await uploadAs(user);
    const res = await t.post<UserProfile>('/api/v1/user/headimg', { session: user, form: { head_img_url: up.url } });
    expect(res.body.code).toBe(2000);
    const row = await t.app.get(DataSource).getRepository(UserEntity).findOneByOrFail({ uid: '10015' });
    expect(row.headImgUrl).toBe(`oss:${up.key}`);
    const me = await t.get<UserProfile>('/api/user', { session: user });
    expect(me.body.data.head_img_url).toContain(up.key);
    const image = await fetchRaw(t, me.body.data.head_img_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // other people see the same avatar through the public profile
    const other = await t.devLogin('user');
    const pub = await t.get<UserProfile>('/api/v1/user/info?uid=10015', { session: other });
    expect((await fetchRaw(t, pub.body.data.head_img_url)).statusCode).toBe(200);
  });

  it("refuses someone else's upload, outside URLs, missing objects and bad input", async () => {
    const other = await t.devLogin({ uid: '10016' });
    const theirs = await uploadAs(other);
    for (const url of [theirs.url, 'https://evil.example.com/a.png', '/api/v1/oss/file/u/10015/img/20260101/000000000000000000000000.png', 'javascript:alert(1)']) {
      const res = await t.post('/api/v1/user/headimg', { session: user, form: { head_img_url: url } });
      expect(res.body).toMatchObject({ code: ApiCode.INVALID, errors: [{ field: 'head_img_url', message: MESSAGES.headImageInvalid }] });
    }
    expect((await t.post('/api/v1/user/headimg', { session: user, form: {} })).body.code).toBe(ApiCode.INVALID);
    expect((await t.post('/api/v1/user/headimg', { form: { head_img_url: theirs.url } })).body.code).toBe(ApiCode.UNAUTHORIZED);
  });
});
