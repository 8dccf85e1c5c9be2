import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config/app-config';

const S3 = {
  STORAGE_ADAPTER: 's3',
  S3_ENDPOINT: 'https://s3.ap-east-1.amazonaws.com',
  S3_REGION: 'ap-east-1',
  S3_BUCKET: 'codetrek-uploads',
  S3_ACCESS_KEY_ID: 'AKIA0000',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage config', () => {
  it('defaults to local disk under data/uploads with 7-day URLs and 15-minute credentials', () => {
    expect(loadConfig({}).storage).toEqual({
      adapter: 'local',
      dir: resolve('data/uploads'),
      publicUrl: null,
      urlTtlSeconds: 604800,
      stsTtlSeconds: 900,
      videoMaxBytes: 2 * 1024 ** 3,
      s3: null,
    });
  });

  it('takes the video limit of local uploads in bytes', () => {
    expect(loadConfig({ STORAGE_VIDEO_MAX_BYTES: '5368709120' }).storage.videoMaxBytes).toBe(5 * 1024 ** 3);
  });

  it('reads the S3 settings, with the STS endpoint defaulting to the S3 one', () => {
    const c = loadConfig({ ...S3, S3_STS_ROLE_ARN: 'arn:aws:iam::1:role/up', STORAGE_STS_TTL: '3600' }).storage;
    expect(c).toMatchObject({ adapter: 's3', stsTtlSeconds: 3600 });
    expect(c.s3).toEqual({
      endpoint: S3.S3_ENDPOINT,
      region: 'ap-east-1',
      bucket: 'codetrek-uploads',
      accessKeyId: 'AKIA0000',
      secretAccessKey: 'secret',
      stsRoleArn: 'arn:aws:iam::1:role/up',
      stsEndpoint: S3.S3_ENDPOINT,
      pathStyle: true,
    });
    expect(loadConfig({ ...S3, S3_STS_ENDPOINT: 'https://sts.ap-east-1.amazonaws.com/', S3_PATH_STYLE: 'off' }).storage.s3).toMatchObject({
      stsEndpoint: 'https://sts.ap-east-1.amazonaws.com',
      pathStyle: false,
    });
  });

  it.each([
    [{ STORAGE_ADAPTER: 'ftp' }, /STORAGE_ADAPTER must be local or s3/],
    [{ STORAGE_ADAPTER: 's3' }, /STORAGE_ADAPTER=s3 needs S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/],
    [{ ...S3, S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...S3, S3_ENDPOINT: 'https://s3.example.com/bucket' }, /without a path/],
    [{ ...S3, S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET is not a valid bucket name/],
    [{ ...S3, S3_PATH_STYLE: 'maybe' }, /S3_PATH_STYLE/],
    [{ STORAGE_URL_TTL: '604801' }, /STORAGE_URL_TTL/],
    [{ STORAGE_URL_TTL: 'soon' }, /STORAGE_URL_TTL/],
    [{ STORAGE_STS_TTL: '60' }, /STORAGE_STS_TTL must be an integer number of seconds in 900..43200/],
    [{ STORAGE_VIDEO_MAX_BYTES: '0' }, /STORAGE_VIDEO_MAX_BYTES must be a whole number of bytes/],
    [{ STORAGE_VIDEO_MAX_BYTES: '2GB' }, /STORAGE_VIDEO_MAX_BYTES/],
    [{ STORAGE_PUBLIC_URL: 'api.codetrek.cn' }, /STORAGE_PUBLIC_URL must be an http\(s\) URL/],
  ])('refuses %j at boot', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
