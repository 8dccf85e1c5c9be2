import { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountMigrations1795552981194 implements MigrationInterface {
  name = 'AccountMigrations1795552981194';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`account_migrations\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`from_uid\` bigint NOT NULL, \`to_uid\` bigint NOT NULL, \`method\` varchar(8) NOT NULL, \`counts\` text NOT NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_account_migrations_from\` (\`from_uid\`), INDEX \`idx_account_migrations_to\` (\`to_uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`idx_account_migrations_to\` ON \`account_migrations\``);
    await q.query(`DROP INDEX \`idx_account_migrations_from\` ON \`account_migrations\``);
    await q.query(`DROP TABLE \`account_migrations\``);
  }
}
