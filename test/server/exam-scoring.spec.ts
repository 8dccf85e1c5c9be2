import type { AttemptView, ExamResult } from '../../types/exam';
import { FillMatch, MultiRule, QuestionType } from '../../types/exam';
import type { SessionInfo } from '../../types/user';
import type { ExamProblemEntity } from '../../server/src/modules/exam/entities/exam-problem.entity';
import type { ExamItemEntity } from '../../server/src/modules/exam/entities/exam-item.entity';
import { drawPaper, normalizeFill, PaperSlot, scoreSlot } from '../../server/src/modules/exam/exam-paper';
import { TestApp } from '../helpers/app';
import { makeExam, question } from '../helpers/exam';

const q = (over: Partial<ExamProblemEntity>): ExamProblemEntity => ({ id: '1', type: 1, title: 't', content: '', options: '["a","b","c","d"]', answer: '0', multiRule: 1, fillMatch: 2, explanation: '', defaultScore: 10, ojProblemId: null, codeMode: null, programScoring: 1, starterCode: null, tagIds: '', createdAt: new Date(), updatedAt: new Date(), ...over });
const slot = (over: Partial<PaperSlot> = {}): PaperSlot => ({ slot: '1', item_id: '1', problem_id: '1', score: 10, order: null, ...over });

describe('scoring rules (pure)', () => {
  it('multiple choice: all-or-nothing vs half credit for a correct subset; any wrong option scores 0', () => {
    const strict = q({ type: QuestionType.MULTIPLE, answer: '[0,2]', multiRule: MultiRule.ALL_OR_NOTHING });
    const half = q({ type: QuestionType.MULTIPLE, answer: '[0,2]', multiRule: MultiRule.HALF_CREDIT });
    expect(scoreSlot(strict, slot(), { choices: [0, 2] })).toMatchObject({ score: 10, correct: true });
    expect(scoreSlot(strict, slot(), { choices: [0] }).score).toBe(0);
    expect(scoreSlot(half, slot(), { choices: [0] })).toMatchObject({ score: 5, correct: false });
    expect(scoreSlot(half, slot({ score: 7 }), { choices: [2] }).score).toBe(3);
    expect(scoreSlot(half, slot(), { choices: [0, 1] }).score).toBe(0);
    expect(scoreSlot(half, slot(), { choices: [] }).score).toBe(0);
  });

  it('fill-in: normalized match ignores width, case and spaces; exact does not; several accepted answers; per-blank share', () => {
    expect(normalizeFill('  Ｏ(N  log N) ')).toBe('o(n log n)');
    const norm = q({ type: QuestionType.FILL, answer: JSON.stringify([['O(n log n)', 'nlogn'], ['8']]), fillMatch: FillMatch.NORMALIZED });
    const exact = q({ type: QuestionType.FILL, answer: JSON.stringify([['O(n log n)', 'nlogn'], ['8']]), fillMatch: FillMatch.EXACT });
    expect(scoreSlot(norm, slot(), { blanks: ['ｏ(N LOG  n)', '８'] })).toMatchObject({ score: 10, correct: true });
    expect(scoreSlot(norm, slot(), { blanks: ['NLOGN', '7'] })).toMatchObject({ score: 5, correct: false });
    expect(scoreSlot(exact, slot(), { blanks: ['o(n log n)', '8'] }).score).toBe(5);
    expect(scoreSlot(exact, slot(), { blanks: ['nlogn', '8'] }).score).toBe(10);
  });

  it('single choice and true/false go through the learner option order', () => {
    const single = q({ answer: '2' });
    // display 0 -> original 2
    expect(scoreSlot(single, slot({ order: [2, 0, 1, 3] }), { choice: 0 }).score).toBe(10);
    expect(scoreSlot(single, slot({ order: [2, 0, 1, 3] }), { choice: 2 }).score).toBe(0);
    const tf = q({ type: QuestionType.TRUE_FALSE, options: '[]', answer: 'false' });
    expect(scoreSlot(tf, slot(), { value: false }).score).toBe(10);
    expect(scoreSlot(tf, slot(), { value: true }).score).toBe(0);
  });

  it('programming: best judged submission, by passed cases or by subtask score; pending ones wait', () => {
    const cases = q({ type: QuestionType.PROGRAM, answer: 'null', programScoring: 1 });
    const sub = q({ type: QuestionType.PROGRAM, answer: 'null', programScoring: 2 });
    const runs = [
      { status: 'done', score: 40, passed: 3, total: 4 },
      { status: 'done', score: 0, passed: 1, total: 4 },
      { status: 'pending', score: 0, passed: 0, total: 0 },
    ];
    expect(scoreSlot(cases, slot({ score: 20 }), undefined, runs)).toMatchObject({ score: 15, pending: true, correct: false });
    expect(scoreSlot(sub, slot({ score: 20 }), undefined, runs).score).toBe(8);
    expect(scoreSlot(cases, slot({ score: 20 }), undefined, [{ status: 'done', score: 100, passed: 4, total: 4 }])).toMatchObject({ score: 20, correct: true });
  });

  it('pools draw k of n per user and shuffle options, the same on every draw of one attempt', () => {
    const bank = new Map(['1', '2', '3', '4'].map((id) => [id, q({ id })]));
    const items = [{ id: '9', examId: '1', problemId: '1', poolIds: '1,2,3,4', pick: 2, score: 5, sortOrder: 1, shuffle: true } as ExamItemEntity];
    const a = drawPaper('1:10002:1', items, bank);
    expect(a).toHaveLength(2);
    expect(a.map((s) => s.slot)).toEqual(['9-1', '9-2']);
    expect(new Set(a.map((s) => s.problem_id)).size).toBe(2);
    expect(drawPaper('1:10002:1', items, bank)).toEqual(a);
    expect([...a[0].order!].sort()).toEqual([0, 1, 2, 3]);
    const draws = new Set(Array.from({ length: 30 }, (_, i) => drawPaper(`1:${i}:1`, items, bank).map((s) => s.problem_id + s.order!.join('')).join('|')));
    expect(draws.size).toBeGreaterThan(10);
  });
});

describe('scoring through the API (every type, a pool with shuffled options)', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let user: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
    user = await t.devLogin({ uid: '10015' });
  }, 60_000);
  afterAll(() => t.close());

  it('a perfect paper scores full marks whatever order the options were shown in', async () => {
    const s1 = await question(t, admin, { type: 1, title: '单选A', options: JSON.stringify(['甲', '乙', '丙', '丁']), answer: '3' });
    const s2 = await question(t, admin, { type: 1, title: '单选B', options: JSON.stringify(['子', '丑', '寅']), answer: '0' });
    const m = await question(t, admin, { type: 2, title: '多选', options: JSON.stringify(['A', 'B', 'C', 'D']), answer: '[1,3]', multi_rule: 2 });
    const tf = await question(t, admin, { type: 3, title: '判断', answer: 'true' });
    const fill = await question(t, admin, { type: 4, title: '填空', answer: JSON.stringify([['Hello World']]), fill_match: 2 });
    const { exam } = await makeExam(t, admin, [
      { pool_ids: `${s1.problem_id},${s2.problem_id}`, pick: 1, score: 10, shuffle: 'true' },
      { problem_id: m.problem_id, score: 20, shuffle: 'true' },
      { problem_id: tf.problem_id, score: 5 },
      { problem_id: fill.problem_id, score: 15 },
    ]);
    const a = (await t.post<AttemptView>('/api/v1/exam/start', { session: user, form: { exam_id: exam.exam_id } })).body.data;
    expect(a.questions.map((x) => x.type)).toEqual([1, 2, 3, 4]);
    const key: Record<string, (texts: string[]) => unknown> = {
      单选A: (o) => ({ choice: o.indexOf('丁') }),
      单选B: (o) => ({ choice: o.indexOf('子') }),
      多选: (o) => ({ choices: [o.indexOf('B'), o.indexOf('D')] }),
      判断: () => ({ value: true }),
      填空: () => ({ blanks: ['  hello   WORLD '] }),
    };
    for (const x of a.questions) {
      const r = await t.post('/api/v1/exam/answer', { session: user, form: { exam_id: exam.exam_id, item_id: x.item_id, answer: JSON.stringify(key[x.title](x.options.map((o) => o.text))) } });
      expect(r.body.code).toBe(2000);
    }
    const res = (await t.post<ExamResult>('/api/v1/exam/submit', { session: user, form: { exam_id: exam.exam_id } })).body.data;
    expect(res).toMatchObject({ score: 50, max_score: 50, visible: true });
    expect(res.items.every((i) => i.correct)).toBe(true);
  });
});
