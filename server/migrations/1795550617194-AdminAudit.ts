import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminAudit1795550617194 implements MigrationInterface {
  name = 'AdminAudit1795550617194';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`admin_audits\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`actor_uid\` bigint NOT NULL, \`entity\` varchar(40) NOT NULL, \`entity_id\` varchar(64) NOT NULL, \`action\` varchar(20) NOT NULL, \`before\` mediumtext NULL, \`after\` mediumtext NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_admin_audits_entity\` (\`entity\`, \`entity_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`idx_admin_audits_entity\` ON \`admin_audits\``);
    await q.query(`DROP TABLE \`admin_audits\``);
  }
}
