import { MigrationInterface, QueryRunner } from 'typeorm';

export class WechatIds1795299880099 implements MigrationInterface {
  name = 'WechatIds1795299880099';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`users\` ADD \`unionid\` varchar(64) NULL`);
    await q.query(`ALTER TABLE \`users\` ADD UNIQUE INDEX \`IDX_69b681c3b2de828aa15fa9cc54\` (\`unionid\`)`);
    await q.query(`ALTER TABLE \`users\` ADD \`mp_openid\` varchar(64) NULL`);
    await q.query(`ALTER TABLE \`users\` ADD UNIQUE INDEX \`IDX_d5c51dbbe16d9451ac9a524161\` (\`mp_openid\`)`);
    await q.query(`ALTER TABLE \`users\` ADD \`oa_openid\` varchar(64) NULL`);
    await q.query(`ALTER TABLE \`users\` ADD UNIQUE INDEX \`IDX_71bf34fb26055dcb76c0614eb4\` (\`oa_openid\`)`);
    await q.query(`CREATE UNIQUE INDEX \`uq_users_unionid\` ON \`users\` (\`unionid\`)`);
    await q.query(`CREATE UNIQUE INDEX \`uq_users_mp_openid\` ON \`users\` (\`mp_openid\`)`);
    await q.query(`CREATE UNIQUE INDEX \`uq_users_oa_openid\` ON \`users\` (\`oa_openid\`)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`uq_users_oa_openid\` ON \`users\``);
    await q.query(`DROP INDEX \`uq_users_mp_openid\` ON \`users\``);
    await q.query(`DROP INDEX \`uq_users_unionid\` ON \`users\``);
    await q.query(`ALTER TABLE \`users\` DROP INDEX \`IDX_71bf34fb26055dcb76c0614eb4\``);
    await q.query(`ALTER TABLE \`users\` DROP COLUMN \`oa_openid\``);
    await q.query(`ALTER TABLE \`users\` DROP INDEX \`IDX_d5c51dbbe16d9451ac9a524161\``);
    await q.query(`ALTER TABLE \`users\` DROP COLUMN \`mp_openid\``);
    await q.query(`ALTER TABLE \`users\` DROP INDEX \`IDX_69b681c3b2de828aa15fa9cc54\``);
    await q.query(`ALTER TABLE \`users\` DROP COLUMN \`unionid\``);
  }
}
