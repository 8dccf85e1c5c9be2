import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ContentType } from '../../../../../types/community';
import { ExamAnswer, QuestionType, ResultRule } from '../../../../../types/exam';
import { TopicEntity } from '../../community/entities/topic.entity';
import { ProblemEntity } from '../../oj/entities/problem.entity';
import { ExamItemEntity } from '../entities/exam-item.entity';
import { ExamProblemEntity } from '../entities/exam-problem.entity';
import { ExamSubmitEntity } from '../entities/exam-submit.entity';
import { ExamTagEntity } from '../entities/exam-tag.entity';
import { ExamEntity } from '../entities/exam.entity';
import { correctAnswer, drawPaper, scoreSlot, SlotResult } from '../exam-paper';
import { PROGRAM_SCORING_DEFAULT, SEED_QUESTIONS, SEED_TAGS } from './exam-seed-data';

const DAY = 86_400_000;
const ADMIN_UID = '10001';

interface ItemSpec {
  keys: string[];
  pick?: number;
  score: number;
  shuffle?: boolean;
}

/** Free exam: 10 mixed questions (a pool draw, shuffled options, 2 programming). */
const FREE_ITEMS: ItemSpec[] = [
  { keys: ['bsearch', 'sort'], pick: 1, score: 6, shuffle: true },
  { keys: ['stack'], score: 6, shuffle: true },
  { keys: ['queue'], score: 6 },
  { keys: ['dp'], score: 10, shuffle: true },
  { keys: ['linear'], score: 10 },
  { keys: ['hash'], score: 6 },
  { keys: ['fib'], score: 6 },
  { keys: ['climb'], score: 10 },
  { keys: ['aplusb'], score: 20 },
  { keys: ['twosum'], score: 20 },
];
const VIP_ITEMS: ItemSpec[] = [
  { keys: ['stack'], score: 20 },
  { keys: ['queue'], score: 20 },
  { keys: ['linear'], score: 20 },
  { keys: ['hash'], score: 20 },
  { keys: ['dp'], score: 20 },
];

/**
 * Development seed of the exam area: tags, a question bank of all five types, two published exams
 * (one free with 10 mixed questions incl. 2 programming, one VIP-only), each with a discussion
 * topic, and handed-in attempts of seeded users so rank has content. Idempotent.
 */
export async function seedExams(ds: DataSource): Promise<void> {
  if (await ds.getRepository(ExamEntity).count()) return;
  await ds.transaction(async (em) => {
    const tags = await em.getRepository(ExamTagEntity).save(SEED_TAGS.map((t) => ({ ...t })));
    const tagId = new Map(tags.map((t) => [t.name, t.id]));
    const ojByNo = new Map((await em.getRepository(ProblemEntity).find({ select: { id: true, no: true } })).map((p) => [p.no, p.id]));
    const bank = new Map<string, ExamProblemEntity>();
    for (const q of SEED_QUESTIONS) {
      if (q.type === QuestionType.PROGRAM && !ojByNo.has(q.ojNo!)) continue;
      const row = await em.getRepository(ExamProblemEntity).save({
        type: q.type,
        title: q.title,
        content: q.content,
        options: JSON.stringify(q.options ?? []),
        answer: JSON.stringify(q.answer ?? null),
        multiRule: q.multiRule ?? 1,
        fillMatch: q.fillMatch ?? 2,
        explanation: q.explanation,
        defaultScore: 10,
        ojProblemId: q.ojNo ? ojByNo.get(q.ojNo)! : null,
        codeMode: q.codeMode ?? null,
        programScoring: PROGRAM_SCORING_DEFAULT,
        starterCode: q.starter ?? null,
        tagIds: q.tags.map((n) => tagId.get(n)!).join(','),
      });
      bank.set(q.key, row);
    }
    const now = Date.now();
    const exam = async (e: Partial<ExamEntity>, specs: ItemSpec[]) => {
      const topic = await em.getRepository(TopicEntity).save({ uid: ADMIN_UID, cateType: ContentType.ARTICLE, cateId: '0', subCateId: '0', title: `【考试讨论】${e.title}`, content: `关于「${e.title}」的题目、解法和感想，欢迎在这里讨论。`, images: null, mentions: '' });
      const saved = await em.getRepository(ExamEntity).save({ ...e, topicId: topic.id, published: true });
      const items: ExamItemEntity[] = [];
      for (const [i, s] of specs.entries()) {
        const ids = s.keys.map((k) => bank.get(k)?.id).filter((x): x is string => Boolean(x));
        if (!ids.length) continue;
        items.push(await em.getRepository(ExamItemEntity).save({ examId: saved.id, problemId: ids[0], poolIds: s.keys.length > 1 ? ids.join(',') : '', pick: s.pick ?? 1, score: s.score, sortOrder: i + 1, shuffle: s.shuffle ?? false }));
      }
      return { exam: saved, items };
    };
    const free = await exam(
      {
        title: '算法基础能力测评',
        cover: '',
        description: '覆盖复杂度分析、数据结构、动态规划和编程基础的 10 道题：单选、多选、判断、填空和 2 道编程题。\n\n- 限时 60 分钟，可作答 2 次，取最好成绩\n- 答案自动保存，换设备也能继续\n- 交卷后立即公布成绩，考试结束后开放解析',
        tagIds: [tagId.get('复杂度分析'), tagId.get('动态规划')].join(','),
        access: 'free',
        startAt: new Date(now - 3 * DAY),
        endAt: new Date(now + 60 * DAY),
        duration: 60,
        attemptsAllowed: 2,
        resultRule: ResultRule.IMMEDIATE,
      },
      FREE_ITEMS,
    );
    await exam(
      {
        title: '数据结构进阶测评（会员专享）',
        cover: '',
        description: '会员专享：5 道数据结构与动态规划题，限时 30 分钟，仅可作答 1 次，考试结束后公布成绩与解析。',
        tagIds: String(tagId.get('数据结构')),
        access: 'vip',
        startAt: new Date(now - DAY),
        endAt: new Date(now + 30 * DAY),
        duration: 30,
        attemptsAllowed: 1,
        resultRule: ResultRule.AFTER_END,
      },
      VIP_ITEMS,
    );
    // handed-in attempts of seeded users 10003-10012: each answers a different share correctly
    const byId = new Map([...bank.values()].map((q) => [q.id, q]));
    for (let n = 0; n < 10; n++) {
      const uid = String(10003 + n);
      const paper = drawPaper(`${free.exam.id}:${uid}:1`, free.items, byId);
      const answers: Record<string, ExamAnswer> = {};
      const results: Record<string, SlotResult> = {};
      let score = 0;
      paper.forEach((slot, i) => {
        const q = byId.get(slot.problem_id)!;
        const right = correctAnswer(q, slot);
        if (right && (i + n) % 10 < 8 - (n % 4)) answers[slot.slot] = right;
        else if (right && 'choice' in right) answers[slot.slot] = { choice: (right.choice + 1) % Math.max(2, slot.order?.length ?? 4) };
        const r = scoreSlot(q, slot, answers[slot.slot]);
        results[slot.slot] = r;
        score += r.score;
      });
      const started = new Date(now - (2 * DAY - n * 3_600_000));
      const used = 900 + ((n * 337) % 1800);
      await em.getRepository(ExamSubmitEntity).save({
        examId: free.exam.id,
        uid,
        attemptNo: 1,
        state: 'submitted',
        startedAt: started,
        deadline: new Date(started.getTime() + 60 * 60_000),
        submittedAt: new Date(started.getTime() + used * 1000),
        paper: JSON.stringify(paper),
        answers: JSON.stringify(answers),
        flags: '[]',
        results: JSON.stringify(results),
        score,
        maxScore: paper.reduce((m, p) => m + p.score, 0),
        timeUsed: used,
      });
    }
  });
  new Logger('Seed').log('seeded exams (free 算法基础能力测评, VIP 数据结构进阶测评) with past attempts');
}
