import { MigrationInterface, QueryRunner } from 'typeorm';

export class Feedback1795301029998 implements MigrationInterface {
  name = 'Feedback1795301029998';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`feedback\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` bigint NOT NULL, \`content\` varchar(1000) NOT NULL, \`contact\` varchar(50) NOT NULL DEFAULT '', \`page\` varchar(200) NOT NULL DEFAULT '', \`client_type\` varchar(16) NOT NULL DEFAULT '', \`handled\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_feedback_handled_id\` (\`handled\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`idx_feedback_handled_id\` ON \`feedback\``);
    await q.query(`DROP TABLE \`feedback\``);
  }
}
