import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Flag } from '../../../database/columns';

/** Admin switch over the judge's language table (SPEC §3 language, lang_id). */
@Entity('oj_languages')
export class LanguageEntity {
  /** judge language id: c, cpp, java, python, javascript, typescript, go */
  @PrimaryColumn({ type: 'varchar', length: 16, name: 'lang_id' })
  langId: string;

  @Flag('enabled')
  enabled: boolean;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;
}
