import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiCode } from '../../../../../types/api';
import { JUDGE_LIMITS } from '../../../../../types/judge';
import { OJ_MESSAGES } from '../../../../../types/oj';
import { UPLOAD_FILE_FIELD } from '../../../../../types/upload';
import { MESSAGES } from '../../../../../types/validation';
import { AppException } from '../../../common/app-exception';

const invalid = (message: string) => AppException.invalid([{ field: UPLOAD_FILE_FIELD, message }], message);

/**
 * Receives the data package of `POST /admin/oj/problem/data` (multipart, field `file`) into a temp
 * file: name must end in .zip (SPEC §5 不符合要求的文件格式（.zip）), at most 20 MB (文件尺寸过大（大于20MB）).
 * The size is enforced while streaming, so a huge body is cut off, not buffered.
 */
export async function receiveZip(req: FastifyRequest): Promise<{ file: string; cleanup: () => void }> {
  if (!req.isMultipart()) throw invalid(OJ_MESSAGES.zipMissing);
  let part;
  try {
    part = await req.file({ limits: { fileSize: JUDGE_LIMITS.zipBytes, files: 1 } });
  } catch {
    throw invalid(OJ_MESSAGES.zipMissing);
  }
  if (!part || part.fieldname !== UPLOAD_FILE_FIELD) throw invalid(OJ_MESSAGES.zipMissing);
  if (!/\.zip$/i.test(part.filename ?? '')) {
    part.file.resume();
    throw invalid(MESSAGES.zipFormat);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codetrek-zip-'));
  const file = path.join(dir, 'upload.zip');
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await pipeline(part.file, fs.createWriteStream(file));
  } catch {
    cleanup();
    throw invalid(OJ_MESSAGES.zipMissing);
  }
  if (part.file.truncated) {
    cleanup();
    throw new AppException(ApiCode.PAYLOAD_TOO_LARGE, MESSAGES.zipTooLarge, [{ field: UPLOAD_FILE_FIELD, message: MESSAGES.zipTooLarge }]);
  }
  return { file, cleanup };
}
