import { Column, Entity } from 'typeorm';
import { IdCol } from '../../../database/columns';

/** SPEC §3 exam tag: labels exams and questions (knowledge points such as 动态规划). */
@Entity('exam_tags')
export class ExamTagEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  /** practice link of the knowledge report (a problem set or a filtered bank page) */
  @Column({ type: 'varchar', length: 200, default: '' })
  link: string;
}
