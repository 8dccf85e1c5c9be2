import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import * as yauzl from 'yauzl';
import { JUDGE_LIMITS } from '../../../../types/judge';
import { PackageError } from './package-error';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: false }, (err, zip) =>
      err || !zip ? reject(new PackageError(`不是有效的 zip 文件：${err?.message ?? 'unknown'}`)) : resolve(zip),
    ),
  );
}

/** Rejects names that would land outside the target folder (zip-slip) or that no package uses. */
function checkName(name: string): void {
  if (name.includes('\\')) throw new PackageError(`zip 中的路径含反斜杠：${name}`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw new PackageError(`zip 中含绝对路径：${name}`);
  if (name.split('/').some((seg) => seg === '..')) throw new PackageError(`zip 中的路径越出数据包目录：${name}`);
  if (name.includes('\0')) throw new PackageError(`zip 中的路径非法：${JSON.stringify(name)}`);
}

/**
 * Unpacks a data package zip into `dest` (which must not exist). Checks the 20 MB upload and
 * 200 MB unpacked limits (on the bytes really inflated, not the headers' word), zip-slip paths,
 * symlinks and special files. A single wrapping folder is allowed and removed.
 * On any error `dest` is removed again.
 */
export async function unpackZip(zipFile: string, dest: string): Promise<void> {
  const stat = fs.statSync(zipFile);
  if (stat.size > JUDGE_LIMITS.zipBytes) throw new PackageError(`zip 文件超过 ${JUDGE_LIMITS.zipBytes / 1024 / 1024} MB`);
  const zip = await openZip(zipFile);
  fs.mkdirSync(dest, { mode: 0o755 });
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (e: unknown) => {
        zip.close();
        reject(e instanceof PackageError ? e : new PackageError(`zip 文件已损坏：${(e as Error).message}`));
      };
      zip.on('error', fail);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        try {
          // names are decoded here rather than by yauzl, so bad paths get our precise messages
          const rawName = entry.fileName as unknown as Buffer;
          const name = rawName.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');
          checkName(name);
          const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
          if (mode === S_IFLNK) throw new PackageError(`数据包中不允许符号链接：${name}`);
          const isDir = name.endsWith('/') || mode === S_IFDIR;
          if (!isDir && mode !== 0 && mode !== S_IFREG) throw new PackageError(`数据包中不允许特殊文件：${name}`);
          if (entry.uncompressedSize + inflated > JUDGE_LIMITS.unpackedBytes) {
            throw new PackageError(`数据包解压后超过 ${JUDGE_LIMITS.unpackedBytes / 1024 / 1024} MB`);
          }
          const target = path.resolve(dest, name);
          if (target !== dest && !target.startsWith(dest + path.sep)) throw new PackageError(`zip 中的路径越出数据包目录：${name}`);
          if (isDir) {
            fs.mkdirSync(target, { recursive: true, mode: 0o755 });
            zip.readEntry();
            return;
          }
          fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
          zip.openReadStream(entry, (err, stream) => {
            if (err || !stream) return fail(err ?? new Error('no stream'));
            const counter = new Transform({
              transform(chunk: Buffer, _enc, cb) {
                inflated += chunk.length;
                if (inflated > JUDGE_LIMITS.unpackedBytes) cb(new PackageError(`数据包解压后超过 ${JUDGE_LIMITS.unpackedBytes / 1024 / 1024} MB`));
                else cb(null, chunk);
              },
            });
            pipeline(stream, counter, fs.createWriteStream(target, { flags: 'wx', mode: 0o644 }))
              .then(() => zip.readEntry())
              .catch(fail);
          });
        } catch (e) {
          fail(e);
        }
      });
      zip.readEntry();
    });
    // a zip of a folder: use the folder's content
    const top = fs.readdirSync(dest, { withFileTypes: true });
    if (top.length === 1 && top[0].isDirectory()) {
      const inner = path.join(dest, top[0].name);
      for (const f of fs.readdirSync(inner)) fs.renameSync(path.join(inner, f), path.join(dest, f));
      fs.rmdirSync(inner);
    }
  } catch (e) {
    fs.rmSync(dest, { recursive: true, force: true });
    throw e;
  }
}
