import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProblemTags1795562389022 implements MigrationInterface {
  name = 'ProblemTags1795562389022';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`oj_problems\` ADD \`tags\` varchar(120) NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`oj_problems\` DROP COLUMN \`tags\``);
  }
}
