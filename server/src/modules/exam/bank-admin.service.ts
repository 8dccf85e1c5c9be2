import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Like, Repository } from 'typeorm';
import type { Page } from '../../../../types/api';
import { EXAM_LIMITS, FillMatch, MultiRule, ProgramScoring, QuestionType } from '../../../../types/exam';
import { AdminBankRow, EXAM_ADMIN_MESSAGES } from '../../../../types/exam-admin';
import type { CodeMode } from '../../../../types/judge';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { ExamItemEntity } from './entities/exam-item.entity';
import { ExamProblemEntity } from './entities/exam-problem.entity';
import { BANK_LIST, type BankListDto, type BankSaveDto } from './exam-admin.dto';
import { iso } from './exam.presenter';

const field = (f: string, message: string) => AppException.invalid([{ field: f, message }]);

function parseJson(text: string | undefined, f: string): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw field(f, f === 'options' ? '选项格式不正确' : EXAM_ADMIN_MESSAGES.answerKey);
  }
}

/** Console: the question bank of all five types, each answer key checked against its type. */
@Injectable()
export class BankAdminService {
  constructor(
    @InjectRepository(ExamProblemEntity) private readonly bank: Repository<ExamProblemEntity>,
    @InjectRepository(ExamItemEntity) private readonly items: Repository<ExamItemEntity>,
    @InjectRepository(ProblemEntity) private readonly ojProblems: Repository<ProblemEntity>,
  ) {}

  async list(q: BankListDto): Promise<Page<AdminBankRow>> {
    const page = await adminPage(this.bank.createQueryBuilder('p'), BANK_LIST, q, (p) => p);
    return { ...page, list: await Promise.all(page.list.map((r) => this.row(r))) };
  }

  async row(p: ExamProblemEntity): Promise<AdminBankRow> {
    const refs = await this.items.find({ where: [{ problemId: p.id }, { poolIds: Like(`%${p.id}%`) }], select: { id: true, problemId: true, poolIds: true } });
    const used = refs.filter((i) => i.problemId === p.id || i.poolIds.split(',').includes(p.id)).length;
    return {
      problem_id: p.id,
      type: p.type as QuestionType,
      title: p.title,
      content: p.content,
      options: JSON.parse(p.options || '[]') as string[],
      answer: p.answer,
      multi_rule: p.multiRule as MultiRule,
      fill_match: p.fillMatch as FillMatch,
      explanation: p.explanation,
      default_score: p.defaultScore,
      oj_problem_id: p.ojProblemId,
      code_mode: p.codeMode as CodeMode | null,
      program_scoring: p.programScoring as ProgramScoring,
      starter_code: p.starterCode ?? '',
      tag_ids: p.tagIds.split(',').filter(Boolean),
      used_in: used,
      updated_at: iso(p.updatedAt),
    };
  }

  async detail(id: string): Promise<AdminBankRow> {
    const p = await this.bank.findOneBy({ id });
    if (!p) throw AppException.notFound('题目不存在');
    return this.row(p);
  }

  async save(dto: BankSaveDto): Promise<AdminBankRow> {
    const type = dto.type as QuestionType;
    let options: string[] = [];
    let answer: unknown = null;
    if (type === QuestionType.SINGLE || type === QuestionType.MULTIPLE) {
      const raw = parseJson(dto.options, 'options');
      if (!Array.isArray(raw) || raw.some((o) => typeof o !== 'string' || !o.trim() || o.length > EXAM_LIMITS.option)) throw field('options', `选项不能为空且不超过${EXAM_LIMITS.option}个字符`);
      if (raw.length < 2 || raw.length > EXAM_LIMITS.options) throw field('options', EXAM_ADMIN_MESSAGES.optionsCount);
      options = raw as string[];
      answer = parseJson(dto.answer, 'answer');
      const inRange = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < options.length;
      if (type === QuestionType.SINGLE && !inRange(answer)) throw field('answer', '请选择正确选项');
      if (type === QuestionType.MULTIPLE) {
        if (!Array.isArray(answer) || !answer.length || !answer.every(inRange)) throw field('answer', '请至少选择一个正确选项');
        answer = [...new Set(answer as number[])].sort((a, b) => a - b);
      }
    } else if (type === QuestionType.TRUE_FALSE) {
      answer = parseJson(dto.answer, 'answer');
      if (typeof answer !== 'boolean') throw field('answer', '请选择正确或错误');
    } else if (type === QuestionType.FILL) {
      answer = parseJson(dto.answer, 'answer');
      const ok = Array.isArray(answer) && answer.length > 0 && answer.length <= EXAM_LIMITS.blanks && answer.every((b) => Array.isArray(b) && b.length > 0 && b.every((x) => typeof x === 'string' && x.trim() && x.length <= EXAM_LIMITS.answer));
      if (!ok) throw field('answer', '每个空至少填写一个可接受的答案');
    } else {
      if (!dto.oj_problem_id || !(await this.ojProblems.existsBy({ id: dto.oj_problem_id }))) throw field('oj_problem_id', EXAM_ADMIN_MESSAGES.ojProblem);
      const p = (await this.ojProblems.findOneBy({ id: dto.oj_problem_id }))!;
      const mode = dto.code_mode ?? (p.hasAcm ? 1 : 2);
      if ((mode === 1 && !p.hasAcm) || (mode === 2 && !p.hasTpl)) throw field('code_mode', '该 OJ 题目不支持这种答题模式');
      dto.code_mode = mode;
    }
    const values: Partial<ExamProblemEntity> = {
      type,
      title: dto.title.trim(),
      content: dto.content,
      options: JSON.stringify(options),
      answer: JSON.stringify(answer),
      multiRule: dto.multi_rule ?? MultiRule.ALL_OR_NOTHING,
      fillMatch: dto.fill_match ?? FillMatch.NORMALIZED,
      explanation: dto.explanation ?? '',
      defaultScore: dto.default_score ?? 10,
      ojProblemId: type === QuestionType.PROGRAM ? dto.oj_problem_id! : null,
      codeMode: type === QuestionType.PROGRAM ? dto.code_mode! : null,
      programScoring: dto.program_scoring ?? ProgramScoring.CASES,
      starterCode: type === QuestionType.PROGRAM ? dto.starter_code || null : null,
      tagIds: dto.tag_ids ?? '',
    };
    if (dto.problem_id) {
      if (!(await this.bank.existsBy({ id: dto.problem_id }))) throw AppException.notFound('题目不存在');
      await this.bank.update({ id: dto.problem_id }, values);
      return this.detail(dto.problem_id);
    }
    return this.row(await this.bank.save(values));
  }

  async remove(id: string): Promise<{ deleted: true }> {
    const p = await this.bank.findOneBy({ id });
    if (!p) throw AppException.notFound('题目不存在');
    const used = await this.items.find({ where: [{ problemId: id }, { poolIds: Like(`%${id}%`) }] });
    if (used.some((i) => i.problemId === id || i.poolIds.split(',').includes(id))) throw field('problem_id', EXAM_ADMIN_MESSAGES.problemInUse);
    await this.bank.delete({ id });
    return { deleted: true };
  }
}
