import { MigrationInterface, QueryRunner } from 'typeorm';

export class PracticeTaskKinds1795553524334 implements MigrationInterface {
  name = 'PracticeTaskKinds1795553524334';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`practice_tasks\` ADD \`kind\` varchar(16) NOT NULL DEFAULT 'project'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`practice_tasks\` DROP COLUMN \`kind\``);
  }
}
