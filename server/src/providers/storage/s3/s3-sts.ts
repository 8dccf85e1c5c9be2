import type { S3Config } from '../../../config/storage-config';
import { StorageError } from '../storage.provider';
import { Credentials, sha256Hex, signHeaders } from './sigv4';
import { xmlText } from './s3-xml';

export interface TemporaryCredentials extends Required<Credentials> {
  expiration: Date;
}

/** An IAM session policy that lets the temporary credentials write only under `prefix`. */
export function uploadPolicy(bucket: string, prefix: string): string {
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:PutObject'], Resource: [`arn:aws:s3:::${bucket}/${prefix}*`] }],
  });
}

/**
 * STS AssumeRole (Query API, version 2011-06-15): a SigV4-signed form POST whose XML answer
 * carries AccessKeyId, SecretAccessKey, SessionToken and Expiration.
 */
export async function assumeRole(cfg: S3Config, sessionName: string, policy: string, durationSeconds: number): Promise<TemporaryCredentials> {
  const form = new URLSearchParams({ Action: 'AssumeRole', Version: '2011-06-15' });
  if (cfg.stsRoleArn) form.set('RoleArn', cfg.stsRoleArn);
  form.set('RoleSessionName', sessionName);
  form.set('DurationSeconds', String(durationSeconds));
  form.set('Policy', policy);
  const body = form.toString();
  const url = new URL(`${cfg.stsEndpoint}/`);
  const headers = signHeaders({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payloadHash: sha256Hex(body),
    region: cfg.region,
    service: 'sts',
    credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
    date: new Date(),
  });
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(15000) });
  } catch (e) {
    throw new StorageError('NetworkError', `STS ${url.host}: ${(e as Error).message}`);
  }
  const xml = await res.text();
  if (!res.ok) {
    throw new StorageError(xmlText(xml, 'Code') ?? `HTTP${res.status}`, xmlText(xml, 'Message') ?? 'AssumeRole failed', res.status);
  }
  const accessKeyId = xmlText(xml, 'AccessKeyId');
  const secretAccessKey = xmlText(xml, 'SecretAccessKey');
  const sessionToken = xmlText(xml, 'SessionToken');
  const expiration = new Date(xmlText(xml, 'Expiration') ?? '');
  if (!accessKeyId || !secretAccessKey || !sessionToken || Number.isNaN(expiration.getTime())) {
    throw new StorageError('BadResponse', 'AssumeRoleResponse without complete Credentials');
  }
  return { accessKeyId, secretAccessKey, sessionToken, expiration };
}
