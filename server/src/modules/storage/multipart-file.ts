import type { FastifyRequest } from 'fastify';
import { ApiCode } from '../../../../types/api';
import { UPLOAD_FILE_FIELD } from '../../../../types/upload';
import { LIMITS } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';

export interface ReceivedFile {
  bytes: Buffer;
  filename: string;
  /** as declared by the client: never trusted for the type of the content */
  mimetype: string;
  /** text fields sent before the file */
  fields: Record<string, string>;
}

interface Options {
  missing: string;
  tooLarge: string;
  /** runs on the fields sent before the file, before its bytes are read (e.g. credentials) */
  beforeRead?: (fields: Record<string, string>) => void;
}

const FIELD = UPLOAD_FILE_FIELD;

function invalid(message: string): AppException {
  return AppException.invalid([{ field: FIELD, message }], message);
}

export function tooLarge(msg: string): AppException {
  return new AppException(ApiCode.PAYLOAD_TOO_LARGE, msg, [{ field: FIELD, message: msg }]);
}

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined;
}

/**
 * Reads the one file of a multipart/form-data request (field `file`, limits set where
 * @fastify/multipart is registered: 10 MB + 1 byte, one file). The whole body is read, so a
 * second file is noticed; every way it can go wrong gets a Chinese message.
 */
export async function readSingleFile(req: FastifyRequest, opts: Options): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw invalid(opts.missing);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (!file && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== FIELD || file) throw invalid(file ? '一次只能上传一个文件' : opts.missing);
      opts.beforeRead?.(fields);
      file = { bytes: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype, fields: { ...fields } };
    }
  } catch (e) {
    if (e instanceof AppException) throw e;
    const code = errorCode(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(opts.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalid('一次只能上传一个文件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') throw invalid('表单字段过多或不合法');
    // busboy's own parse errors (truncated or malformed multipart bodies) are the client's fault
    if (e instanceof Error && /multipart|boundary|unexpected end/i.test(e.message)) throw invalid(opts.missing);
    throw e;
  }
  if (!file) throw invalid(opts.missing);
  if (file.bytes.length > LIMITS.imageBytes) throw tooLarge(opts.tooLarge);
  return file;
}
