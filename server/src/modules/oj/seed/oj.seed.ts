import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { JUDGE_LANGS } from '../../../../../types/judge';
import { joinTags } from '../../../../../types/oj-tags';
import type { AppConfig } from '../../../config/app-config';
import { CategoryEntity } from '../entities/category.entity';
import { CheckerEntity } from '../entities/checker.entity';
import { LanguageEntity } from '../entities/language.entity';
import { ProblemContentEntity } from '../entities/problem-content.entity';
import { ProblemEntity } from '../entities/problem.entity';
import { ProblemDataService } from '../package/problem-data.service';
import { ContentType } from '../../../../../types/community';
import { TopicEntity } from '../../community/entities/topic.entity';
import { seedClassic } from './classic/classic.seed';
import { SEED_CATEGORIES, SEED_CHECKERS, SEED_PROBLEMS } from './oj-seed-data';

/** server/seed/problems, from the sources or from dist/server/... */
export function seedPackagesDir(): string {
  const candidates = [path.resolve(__dirname, '../../../../seed/problems'), path.resolve(__dirname, '../../../../../../server/seed/problems')];
  return candidates.find((d) => fs.existsSync(d)) ?? candidates[0];
}

/**
 * Development seed of the OJ: languages, checkers, categories and the problems of
 * oj-seed-data.ts with their data packages installed, so `npm start` has a working bank.
 * Idempotent: rows are created once; a missing installed package is installed again.
 */
export async function seedOj(ds: DataSource, config: AppConfig): Promise<void> {
  const langs = ds.getRepository(LanguageEntity);
  // languages the judge gained since the database was seeded are added (enabled) too
  const known = new Set((await langs.find()).map((l) => l.langId));
  const missing = JUDGE_LANGS.map((id, i) => ({ langId: id, enabled: true, orderValue: i + 1 })).filter((l) => !known.has(l.langId));
  if (missing.length) await langs.save(missing);
  const checkers = ds.getRepository(CheckerEntity);
  if (!(await checkers.count())) await checkers.save(SEED_CHECKERS);
  const cats = ds.getRepository(CategoryEntity);
  if (!(await cats.count())) await cats.save(SEED_CATEGORIES.map((name, i) => ({ name, orderValue: i + 1 })));
  const catId = new Map((await cats.find()).map((c) => [c.name, c.id]));

  const problems = ds.getRepository(ProblemEntity);
  const contents = ds.getRepository(ProblemContentEntity);
  const data = new ProblemDataService(config);
  const root = seedPackagesDir();
  let installed = 0;
  for (const s of SEED_PROBLEMS) {
    let p = await problems.findOneBy({ no: s.no });
    if (!p) {
      p = await problems.save(
        problems.create({
          no: s.no,
          title: s.title,
          categoryId: catId.get(s.category) ?? null,
          level: s.level,
          tags: joinTags(s.tags),
          free: s.free,
          visible: true,
          hasAcm: Boolean(s.acm),
          hasTpl: Boolean(s.tpl),
          samples: JSON.stringify(s.samples),
          judgeType: 1,
        }),
      );
      if (s.acm) p.acmContentId = (await contents.save({ problemId: p.id, codeMode: 1, content: s.acm })).id;
      if (s.tpl) p.tplContentId = (await contents.save({ problemId: p.id, codeMode: 2, content: s.tpl })).id;
      await problems.save(p);
    } else if (!p.tags && s.tags.length) {
      // databases seeded before problems had tags get the seed's ones (an admin's own stay)
      await problems.update({ id: p.id }, { tags: joinTags(s.tags) });
    }
    if (data.has(p.id) && p.hasData) continue;
    // the package's config.yaml declares the limits and the TPL signature: the problem adopts them
    const { staging, declared, pkg } = await data.stage(path.join(root, s.pkg));
    p.timeLimit = declared.timeLimit ?? p.timeLimit;
    p.memoryLimit = declared.memoryLimit ?? p.memoryLimit;
    if (declared.tpl) p.tplSignature = JSON.stringify(declared.tpl);
    p.packageChecker = declared.checker ?? 'default';
    await data.commit(staging, p.id, { timeLimit: p.timeLimit, memoryLimit: p.memoryLimit, checker: p.packageChecker, tpl: p.hasTpl && declared.tpl ? declared.tpl : null });
    p.hasData = true;
    p.caseCount = pkg.cases.length;
    await problems.save(p);
    installed++;
  }
  await seedOfficialSolutions(ds);
  if (config.oj.seedClassic) await seedClassic(ds, config);
  if (installed) new Logger('Seed').log(`OJ: installed ${installed} problem data package(s) under ${config.oj.dataDir}`);
}

const SOLUTION_LANG: Record<string, string> = { cpp: 'cpp', py: 'python', java: 'java', js: 'javascript', ts: 'typescript', go: 'go', c: 'c' };

/**
 * The official solution (题解) of each seed problem that ships one in server/seed/solutions: a
 * community topic (cate_type SOLUTION on the problem), pinned, linked from the problem.
 */
async function seedOfficialSolutions(ds: DataSource): Promise<void> {
  const problems = ds.getRepository(ProblemEntity);
  const topics = ds.getRepository(TopicEntity);
  const dir = path.join(seedPackagesDir(), '..', 'solutions');
  for (const s of SEED_PROBLEMS) {
    const p = await problems.findOneBy({ no: s.no });
    if (!p || p.solutionTopicId) continue;
    const files = fs.existsSync(path.join(dir, s.pkg)) ? fs.readdirSync(path.join(dir, s.pkg)).sort() : [];
    const code = files
      .filter((f) => f.endsWith('.cpp') || f.endsWith('.py'))
      .map((f) => `### ${f.endsWith('.cpp') ? 'C++' : 'Python'}\n\n\`\`\`${SOLUTION_LANG[f.split('.').pop()!]}\n${fs.readFileSync(path.join(dir, s.pkg, f), 'utf8').trimEnd()}\n\`\`\``)
      .join('\n\n');
    if (!code) continue;
    const mode = s.tpl ? '核心代码模式：实现给定函数即可' : 'ACM 模式：从标准输入读入，向标准输出写出';
    const topic = await topics.save(
      topics.create({
        uid: '10001',
        cateType: ContentType.SOLUTION,
        cateId: p.id,
        subCateId: '0',
        title: `官方题解：${s.title}`,
        content: `## 思路\n\n${mode}。下面是通过全部测试点的参考实现。\n\n${code}`,
        top: true,
        valuable: true,
      }),
    );
    await problems.update({ id: p.id }, { solutionTopicId: topic.id });
  }
}
