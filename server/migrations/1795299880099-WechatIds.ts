import { MigrationInterface, QueryRunner } from 'typeorm';

export class WechatIds1795299880099 implements MigrationInterface {
  name = 'WechatIds1795299880099';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`users\` ADD \`unionid\` varchar(64) NULL`);
    await q.query(`ALTER TABLE \`users\` ADD \`mp_openid\` varchar(64) NULL`);
    await q.query(`ALTER TABLE \`users\` ADD \`oa_openid\` varchar(64) NULL`);
    await q.query(`CREATE UNIQUE INDEX \`uq_users_unionid\` ON \`users\` (\`unionid\`)`);
    await q.query(`CREATE UNIQUE INDEX \`uq_users_mp_openid\` ON \`users\` (\`mp_openid\`)`);
    await q.query(`CREATE UNIQUE INDEX \`uq_users_oa_openid\` ON \`users\` (\`oa_openid\`)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`uq_users_oa_openid\` ON \`users\``);
    await q.query(`DROP INDEX \`uq_users_mp_openid\` ON \`users\``);
    await q.query(`DROP INDEX \`uq_users_unionid\` ON \`users\``);
    await q.query(`ALTER TABLE \`users\` DROP COLUMN \`oa_openid\``);
    await q.query(`ALTER TABLE \`users\` DROP COLUMN \`mp_openid\``);
    await q.query(`ALTER TABLE \`users\` DROP COLUMN \`unionid\``);
  }
}
