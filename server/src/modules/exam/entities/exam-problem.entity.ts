import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdCol, LongText, RefCol, UpdatedAt } from '../../../database/columns';

/** SPEC §3 exam problem: one question of the bank (five types, see QuestionType). */
@Entity('exam_problems')
@Index('idx_exam_problems_type', ['type'])
export class ExamProblemEntity {
  @IdCol()
  id: string;

  /** QuestionType 1 single, 2 multiple, 3 true/false, 4 fill-in, 5 programming */
  @Column({ type: 'smallint' })
  type: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  /** markdown with math */
  @LongText()
  content: string;

  /** JSON string[] (choice types) */
  @Column({ type: 'text' })
  options: string;

  /** JSON: number (single), number[] (multiple), boolean (true/false), string[][] accepted answers per blank (fill-in) */
  @Column({ type: 'text' })
  answer: string;

  /** MultiRule for multiple choice */
  @Column({ type: 'smallint', name: 'multi_rule', default: 1 })
  multiRule: number;

  /** FillMatch for fill-in */
  @Column({ type: 'smallint', name: 'fill_match', default: 2 })
  fillMatch: number;

  @LongText()
  explanation: string;

  /** score suggested when the question is placed in an exam */
  @Column({ type: 'integer', name: 'default_score', default: 10 })
  defaultScore: number;

  /** programming: the OJ problem, its answer mode and scoring */
  @RefCol({ name: 'oj_problem_id', nullable: true })
  ojProblemId: string | null;

  @Column({ type: 'smallint', name: 'code_mode', nullable: true })
  codeMode: number | null;

  /** ProgramScoring 1 passed cases, 2 subtasks */
  @Column({ type: 'smallint', name: 'program_scoring', default: 1 })
  programScoring: number;

  /** programming: code handed to every examinee; excluded from similarity matching */
  @Column({ type: 'text', name: 'starter_code', nullable: true })
  starterCode: string | null;

  /** comma-joined exam tag ids (knowledge points) */
  @Column({ type: 'varchar', length: 200, name: 'tag_ids', default: '' })
  tagIds: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
