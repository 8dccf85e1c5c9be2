import type { MultipartFile } from '@fastify/multipart';
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
  /** a body cut short (client gone, truncated); defaults to `missing` */
  interrupted?: string;
  /** runs on the fields sent before the file, before its bytes are read (e.g. credentials) */
  beforeRead?: (fields: Record<string, string>) => void | Promise<void>;
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

/** An upload whose body stopped before its end (the client went away or cut it short). */
export const UPLOAD_INTERRUPTED = '上传中断，请重新上传';

/**
 * Reads the one file of a multipart/form-data request (field `file`, limits set where
 * @fastify/multipart is registered: 10 MB + 1 byte, one file). The whole body is read, so a
 * second file is noticed; every way it can go wrong gets a Chinese message.
 */
export async function readSingleFile(req: FastifyRequest, opts: Options): Promise<ReceivedFile> {
  const file = await consumeSingleFile(req, opts, async (part, fields) => ({
    bytes: await part.toBuffer(),
    filename: part.filename,
    mimetype: part.mimetype,
    fields,
  }));
  if (file.bytes.length > LIMITS.imageBytes) throw tooLarge(opts.tooLarge);
  return file;
}

/**
 * The one file part of a multipart request, handed to `consume` as a stream (with the fields
 * sent before it) so large files can go to disk without being held in memory. `fileSize` raises
 * the parser's per-file cap for this request; `consume` enforces the exact limit itself.
 */
export async function consumeSingleFile<T>(
  req: FastifyRequest,
  opts: Options & { fileSize?: number },
  consume: (part: MultipartFile, fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw invalid(opts.missing);
  const fields: Record<string, string> = {};
  let done = false;
  let result: T | undefined;
  try {
    for await (const part of req.parts(opts.fileSize ? { limits: { fileSize: opts.fileSize } } : undefined)) {
      if (part.type === 'field') {
        if (!done && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== FIELD || done) throw invalid(done ? '一次只能上传一个文件' : opts.missing);
      await opts.beforeRead?.(fields);
      result = await consume(part, { ...fields });
      done = true;
    }
  } catch (e) {
    if (e instanceof AppException) throw e;
    const code = errorCode(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(opts.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalid('一次只能上传一个文件');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') throw invalid('表单字段过多或不合法');
    const interrupted = opts.interrupted ?? opts.missing;
    if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') throw invalid(interrupted);
    // busboy's own parse errors (truncated or malformed multipart bodies) are the client's fault
    if (e instanceof Error && /terminated early|unexpected end/i.test(e.message)) throw invalid(interrupted);
    if (e instanceof Error && /multipart|boundary/i.test(e.message)) throw invalid(opts.missing);
    throw e;
  }
  if (!done) throw invalid(opts.missing);
  return result as T;
}
