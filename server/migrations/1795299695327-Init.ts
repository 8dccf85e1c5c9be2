import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795299695327 implements MigrationInterface {
  name = 'Init1795299695327';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`user_tokens\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` bigint NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`expires_at\` datetime(3) NOT NULL, \`via\` varchar(16) NOT NULL DEFAULT 'dev', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_user_tokens_uid\` (\`uid\`), UNIQUE INDEX \`uq_user_tokens_hash\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`users\` (\`uid\` bigint NOT NULL AUTO_INCREMENT, \`nick_name\` varchar(64) NOT NULL, \`head_img_url\` varchar(512) NOT NULL DEFAULT '', \`telephone\` varchar(20) NULL, \`is_admin\` tinyint NOT NULL DEFAULT 0, \`is_partner\` tinyint NOT NULL DEFAULT 0, \`bind_fwh\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX \`uq_users_telephone\` (\`telephone\`), PRIMARY KEY (\`uid\`)) ENGINE=InnoDB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`uq_users_telephone\` ON \`users\``);
    await q.query(`DROP TABLE \`users\``);
    await q.query(`DROP INDEX \`uq_user_tokens_hash\` ON \`user_tokens\``);
    await q.query(`DROP INDEX \`idx_user_tokens_uid\` ON \`user_tokens\``);
    await q.query(`DROP TABLE \`user_tokens\``);
  }
}
