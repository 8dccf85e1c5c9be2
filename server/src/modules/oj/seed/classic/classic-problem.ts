import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as yaml from 'js-yaml';
import type { TplSignature } from '../../../../../../types/judge';
import { tagsError } from '../../../../../../types/oj-tags';

/** server/seed/classic, from the sources or from dist/server/... */
export function classicDir(): string {
  const candidates = [path.resolve(__dirname, '../../../../../seed/classic'), path.resolve(__dirname, '../../../../../../../server/seed/classic')];
  return candidates.find((d) => fs.existsSync(d)) ?? candidates[0];
}

/** problem.yaml, validated (schema: server/seed/classic/README.md) */
export interface ClassicMeta {
  title: string;
  /** bank number; default 2000 + the folder number, or an existing seed problem's number to take it over */
  no: number;
  level: 1 | 2 | 3;
  category: string;
  tags: string[];
  free: boolean;
  timeLimit: number;
  memoryLimit: number;
  /** the first N generated cases are the samples (the statement's examples) */
  samples: number;
  checker?: string;
  tpl: TplSignature;
  /** extra config.yaml keys, copied verbatim */
  config: Record<string, unknown>;
  acm: boolean;
  idea: string;
}

export interface ClassicProblem {
  dir: string;
  /** 1-based position in the bank (folder prefix) */
  index: number;
  slug: string;
  meta: ClassicMeta;
  statement: string;
  /** own ACM input/output format section (acm.md), when the generated one does not fit */
  acmFormat?: string;
  /** std.<ext> per TPL language (the five required ones, std.ts when present) */
  std: Record<string, string>;
  stdAcm?: string;
  /** wrong solutions: file name -> code */
  wrong: Record<string, string>;
  /** sha256 of every file of the folder and of the builder version */
  hash: string;
}

export const CLASSIC_LANG_EXT: Record<string, string> = { cpp: 'cpp', java: 'java', python: 'py', javascript: 'js', go: 'go' };
/** references a folder may add: judged and shown like the five required ones */
export const CLASSIC_OPTIONAL_EXT: Record<string, string> = { typescript: 'ts' };
const FOLDER = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const KEYS = ['title', 'no', 'level', 'category', 'tags', 'free', 'time_limit', 'memory_limit', 'samples', 'checker', 'tpl', 'config', 'acm', 'idea'];
/** bump when the build (generator kit, case format) changes: every cached package is rebuilt */
export const BUILDER_VERSION = 'classic-1';

export class ClassicError extends Error {
  constructor(folder: string, message: string) {
    super(`${folder}: ${message}`);
  }
}

function need<T>(ok: boolean, folder: string, message: string, value: T): T {
  if (!ok) throw new ClassicError(folder, message);
  return value;
}

function parseMeta(folder: string, index: number, raw: Record<string, unknown>): ClassicMeta {
  const unknown = Object.keys(raw).filter((k) => !KEYS.includes(k));
  need(!unknown.length, folder, `problem.yaml 中有未知的键 ${unknown.join(', ')}`, 0);
  const int = (k: string, min: number, max: number, fallback?: number): number => {
    const v = raw[k] ?? fallback;
    return need(typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max, folder, `problem.yaml: ${k} 必须是 ${min}..${max} 的整数`, v as number);
  };
  const str = (k: string, fallback?: string): string => {
    const v = raw[k] ?? fallback;
    return need(typeof v === 'string' && v.trim() !== '', folder, `problem.yaml: ${k} 必须是非空字符串`, (v as string).trim());
  };
  const tags = raw.tags ?? [];
  need(Array.isArray(tags) && tags.every((t) => typeof t === 'string'), folder, 'problem.yaml: tags 必须是字符串数组', 0);
  const tagRule = tagsError(tags);
  need(!tagRule, folder, `problem.yaml: tags ${tagRule}`, 0);
  const tpl = raw.tpl as TplSignature;
  const shape = tpl as unknown as { function?: unknown; class?: unknown };
  need(Boolean(tpl) && typeof tpl === 'object' && (typeof shape.function === 'string' || typeof shape.class === 'string'), folder, 'problem.yaml: tpl 必须是 { function, params, returns } 或设计题 { class, constructor, methods }', 0);
  const config = raw.config ?? {};
  need(typeof config === 'object' && !Array.isArray(config), folder, 'problem.yaml: config 必须是键值对', 0);
  const title = str('title');
  need(title.length <= 60, folder, 'problem.yaml: title 超过 60 个字符', 0);
  return {
    title,
    no: int('no', 1, 99999, 2000 + index),
    level: int('level', 1, 3) as 1 | 2 | 3,
    category: str('category'),
    tags: tags as string[],
    free: raw.free === true,
    timeLimit: int('time_limit', 100, 10000, 1000),
    memoryLimit: int('memory_limit', 16 * 1024 * 1024, 1024 * 1024 * 1024, 256 * 1024 * 1024),
    samples: int('samples', 1, 5, 1),
    checker: raw.checker === undefined ? undefined : str('checker'),
    tpl,
    config: config as Record<string, unknown>,
    acm: raw.acm === true,
    idea: raw.idea === undefined ? '' : str('idea'),
  };
}

const read = (dir: string, f: string) => fs.readFileSync(path.join(dir, f), 'utf8');

/** Reads and validates one problem folder (not the generated data: see classic-build). */
export function loadClassicProblem(dir: string): ClassicProblem {
  const folder = path.basename(dir);
  const m = folder.match(FOLDER);
  need(Boolean(m), folder, '文件夹名必须是 NNN-slug（如 001-two-sum）', 0);
  const files = fs.readdirSync(dir).sort();
  for (const f of ['problem.yaml', 'statement.md', 'gen.js', ...Object.values(CLASSIC_LANG_EXT).map((e) => `std.${e}`)]) {
    need(files.includes(f), folder, `缺少 ${f}`, 0);
  }
  let raw: unknown;
  try {
    raw = yaml.load(read(dir, 'problem.yaml'));
  } catch (e) {
    throw new ClassicError(folder, `problem.yaml 不是合法的 YAML：${(e as Error).message.split('\n')[0]}`);
  }
  need(Boolean(raw) && typeof raw === 'object' && !Array.isArray(raw), folder, 'problem.yaml 顶层必须是键值对', 0);
  const index = Number(m![1]);
  const meta = parseMeta(folder, index, raw as Record<string, unknown>);
  need(!meta.acm || files.includes('std.acm.cpp'), folder, 'acm: true 需要 std.acm.cpp', 0);
  const std: Record<string, string> = {};
  for (const [lang, ext] of Object.entries(CLASSIC_LANG_EXT)) std[lang] = read(dir, `std.${ext}`);
  for (const [lang, ext] of Object.entries(CLASSIC_OPTIONAL_EXT)) if (files.includes(`std.${ext}`)) std[lang] = read(dir, `std.${ext}`);
  const wrong: Record<string, string> = {};
  for (const f of files.filter((x) => /^wrong[\w-]*\.(acm\.cpp|cpp|java|py|js|ts|go)$/.test(x))) wrong[f] = read(dir, f);
  need(Object.keys(wrong).length > 0, folder, '至少需要一个错误解法 wrong*.{cpp,java,py,js,go}', 0);
  const hash = crypto.createHash('sha256').update(BUILDER_VERSION);
  for (const f of files) hash.update(`\0${f}\0`).update(fs.readFileSync(path.join(dir, f)));
  return {
    dir,
    index,
    slug: m![2],
    meta,
    statement: read(dir, 'statement.md').trim(),
    acmFormat: files.includes('acm.md') ? read(dir, 'acm.md').trim() : undefined,
    std,
    stdAcm: files.includes('std.acm.cpp') ? read(dir, 'std.acm.cpp') : undefined,
    wrong,
    hash: hash.digest('hex'),
  };
}

/** Every problem folder of the bank in order; `only` keeps the named slugs (CLASSIC=two-sum,lru-cache). */
export function loadClassicBank(root = classicDir(), only?: string[]): ClassicProblem[] {
  if (!fs.existsSync(root)) return [];
  const folders = fs.readdirSync(root).filter((f) => FOLDER.test(f)).sort();
  const bank = folders.map((f) => loadClassicProblem(path.join(root, f)));
  const wanted = only?.map((s) => s.trim()).filter(Boolean);
  if (!wanted?.length) return bank;
  const missing = wanted.filter((s) => !bank.some((p) => p.slug === s));
  if (missing.length) throw new Error(`经典题库中没有：${missing.join(', ')}`);
  return bank.filter((p) => wanted.includes(p.slug));
}
