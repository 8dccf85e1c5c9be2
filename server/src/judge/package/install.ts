import * as fs from 'node:fs';
import * as path from 'node:path';
import { JUDGE_LIMITS } from '../../../../types/judge';
import { PackageError } from './package-error';
import { loadProblemDir, ProblemPackage } from './problem-package';
import { unpackZip } from './zip';

function isZip(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(4);
    fs.readSync(fd, head, 0, 4, 0);
    return head.readUInt32LE(0) === 0x04034b50 || head.readUInt32LE(0) === 0x06054b50;
  } finally {
    fs.closeSync(fd);
  }
}

/** Copies a package folder (regular files only) into `dest`, refusing symlinks and subfolders. */
function copyDir(src: string, dest: string): void {
  fs.mkdirSync(dest, { mode: 0o755 });
  for (const e of fs.readdirSync(src, { withFileTypes: true })) {
    if (e.isSymbolicLink()) throw new PackageError(`数据包中不允许符号链接：${e.name}`);
    if (e.isDirectory()) throw new PackageError(`数据包中不允许子目录：${e.name}/`);
    if (!e.isFile()) throw new PackageError(`数据包中不允许特殊文件：${e.name}`);
    fs.copyFileSync(path.join(src, e.name), path.join(dest, e.name));
  }
}

/**
 * Installs a package (a folder or a .zip) at `dest`: unpacked next to it, validated, then swapped
 * in with renames, so `dest` holds either the old package or the complete new one, never half.
 */
export async function installPackage(source: string, dest: string): Promise<ProblemPackage> {
  let st: fs.Stats;
  try {
    st = fs.statSync(source);
  } catch {
    throw new PackageError(`数据包不存在：${source}`);
  }
  const parent = path.dirname(path.resolve(dest));
  fs.mkdirSync(parent, { recursive: true });
  const staging = fs.mkdtempSync(path.join(parent, `.${path.basename(dest)}.new-`));
  fs.rmdirSync(staging);
  try {
    if (st.isFile() && st.size > JUDGE_LIMITS.zipBytes) throw new PackageError(`zip 文件超过 ${JUDGE_LIMITS.zipBytes / 1024 / 1024} MB`);
    if (st.isDirectory()) copyDir(source, staging);
    else if (st.isFile() && isZip(source)) await unpackZip(source, staging);
    else throw new PackageError(`不是有效的 zip 文件：${path.basename(source)}`);
    loadProblemDir(staging);
    const old = fs.existsSync(dest) ? `${staging}.old` : undefined;
    if (old) fs.renameSync(dest, old);
    fs.renameSync(staging, dest);
    if (old) fs.rmSync(old, { recursive: true, force: true });
    return loadProblemDir(dest);
  } catch (e) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw e;
  }
}

/** Opens a package for one judging: a folder is read in place, a zip is unpacked into a temp folder. */
export async function openPackage(source: string, tempRoot: string): Promise<{ pkg: ProblemPackage; dispose: () => void }> {
  if (fs.existsSync(source) && fs.statSync(source).isDirectory()) return { pkg: loadProblemDir(source), dispose: () => undefined };
  fs.mkdirSync(tempRoot, { recursive: true });
  const dest = path.join(tempRoot, `pkg-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  const pkg = await installPackage(source, dest);
  return { pkg, dispose: () => fs.rmSync(dest, { recursive: true, force: true }) };
}
