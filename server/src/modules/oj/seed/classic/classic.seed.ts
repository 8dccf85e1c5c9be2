import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ContentType } from '../../../../../../types/community';
import { joinTags } from '../../../../../../types/oj-tags';
import type { AppConfig } from '../../../../config/app-config';
import { TopicEntity } from '../../../community/entities/topic.entity';
import { CategoryEntity } from '../../entities/category.entity';
import { ProblemContentEntity } from '../../entities/problem-content.entity';
import { ProblemEntity } from '../../entities/problem.entity';
import { installPackage } from '../../../../judge';
import { ProblemDataService } from '../../package/problem-data.service';
import { buildClassic } from './classic-build';
import { acmContent, solutionContent, tplContent } from './classic-content';
import { ClassicProblem, classicDir, loadClassicBank } from './classic-problem';

/** problem id -> content hash of the classic folder last installed for it (next to the packages) */
type SeedState = Record<string, string>;

function stateFile(config: AppConfig): string {
  return path.join(config.oj.dataDir, '.classic-seed.json');
}

function readState(config: AppConfig): SeedState {
  try {
    return JSON.parse(fs.readFileSync(stateFile(config), 'utf8')) as SeedState;
  } catch {
    return {};
  }
}

async function ensureCategories(ds: DataSource, names: string[]): Promise<Map<string, string>> {
  const cats = ds.getRepository(CategoryEntity);
  const existing = await cats.find();
  let order = existing.reduce((n, c) => Math.max(n, c.orderValue ?? 0), 0);
  for (const name of [...new Set(names)]) {
    if (!existing.some((c) => c.name === name)) existing.push(await cats.save({ name, orderValue: ++order }));
  }
  return new Map(existing.map((c) => [c.name, c.id]));
}

async function upsertContent(ds: DataSource, problemId: string, mode: 1 | 2, content: string, id: string | null): Promise<string> {
  const repo = ds.getRepository(ProblemContentEntity);
  const row = (id && (await repo.findOneBy({ id }))) || (await repo.findOneBy({ problemId, codeMode: mode }));
  if (row) {
    if (row.content !== content) await repo.update({ id: row.id }, { content });
    return row.id;
  }
  return (await repo.save({ problemId, codeMode: mode, content })).id;
}

async function upsertSolution(ds: DataSource, p: ClassicProblem, row: ProblemEntity): Promise<string> {
  const topics = ds.getRepository(TopicEntity);
  const title = `官方题解：${p.meta.title}`;
  const content = solutionContent(p);
  const old = row.solutionTopicId ? await topics.findOneBy({ id: row.solutionTopicId }) : null;
  if (old) {
    await topics.update({ id: old.id }, { title, content });
    return old.id;
  }
  const topic = await topics.save(
    topics.create({ uid: '10001', cateType: ContentType.SOLUTION, cateId: row.id, subCateId: '0', title, content, top: true, valuable: true }),
  );
  return topic.id;
}

/** Creates or refreshes one problem of the bank from its folder and built package. */
async function installOne(ds: DataSource, data: ProblemDataService, p: ClassicProblem, categoryId: string | null): Promise<ProblemEntity> {
  const problems = ds.getRepository(ProblemEntity);
  const built = buildClassic(p);
  const samples = built.cases.slice(0, p.meta.samples).map((c) => ({ input: c.input.trimEnd(), output: c.output.trimEnd() }));
  let row = await problems.findOneBy({ no: p.meta.no });
  const fields = {
    title: p.meta.title,
    categoryId,
    level: p.meta.level,
    tags: joinTags(p.meta.tags),
    free: p.meta.free,
    hasAcm: p.meta.acm,
    hasTpl: true,
    samples: JSON.stringify(samples),
    judgeType: 1,
  };
  row = row ? problems.merge(row, fields) : problems.create({ no: p.meta.no, visible: true, ...fields });
  row = await problems.save(row);
  row.tplContentId = await upsertContent(ds, row.id, 2, tplContent(p), row.tplContentId);
  if (p.meta.acm) row.acmContentId = await upsertContent(ds, row.id, 1, acmContent(p), row.acmContentId);
  // the built package already carries the effective config.yaml: installed as is (validated once more)
  const pkg = await installPackage(built.dir, data.dirOf(row.id));
  row.timeLimit = p.meta.timeLimit;
  row.memoryLimit = p.meta.memoryLimit;
  row.tplSignature = JSON.stringify(p.meta.tpl);
  row.packageChecker = p.meta.checker ?? 'default';
  row.checkerId = null;
  row.hasData = true;
  row.caseCount = pkg.cases.length;
  row.solutionTopicId = await upsertSolution(ds, p, row);
  return problems.save(row);
}

/**
 * The classic bank (server/seed/classic, README there): every folder becomes a problem with its
 * statements, samples, built data package and official solution. Idempotent and fast on restart:
 * a problem is only rebuilt and reinstalled when its folder changed (content hash) or its package
 * is missing; packages are built once per hash into the cache (CLASSIC_CACHE_DIR).
 */
export async function seedClassic(ds: DataSource, config: AppConfig, root = classicDir()): Promise<number> {
  const bank = loadClassicBank(root);
  if (!bank.length) return 0;
  const catId = await ensureCategories(ds, bank.map((p) => p.meta.category));
  const problems = ds.getRepository(ProblemEntity);
  const data = new ProblemDataService(config);
  const state = readState(config);
  let installed = 0;
  for (const p of bank) {
    const row = await problems.findOneBy({ no: p.meta.no });
    if (row && row.hasData && state[row.id] === p.hash && data.has(row.id)) {
      // installed before problems had tags: the folder is unchanged, only the tags are filled in
      if (!row.tags && p.meta.tags.length) await problems.update({ id: row.id }, { tags: joinTags(p.meta.tags) });
      continue;
    }
    const saved = await installOne(ds, data, p, catId.get(p.meta.category) ?? null);
    state[saved.id] = p.hash;
    fs.writeFileSync(stateFile(config), JSON.stringify(state));
    installed++;
  }
  if (installed) new Logger('Seed').log(`OJ classic bank: installed ${installed} of ${bank.length} problem(s)`);
  return installed;
}
