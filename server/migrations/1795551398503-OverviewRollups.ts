import { MigrationInterface, QueryRunner } from 'typeorm';

export class OverviewRollups1795551398503 implements MigrationInterface {
  name = 'OverviewRollups1795551398503';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`user_activity_days\` (\`day\` varchar(10) NOT NULL, \`uid\` bigint NOT NULL, INDEX \`idx_user_activity_days_day\` (\`day\`), PRIMARY KEY (\`day\`, \`uid\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`stat_daily\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`day\` varchar(10) NOT NULL, \`metric\` varchar(40) NOT NULL, \`dim\` varchar(64) NOT NULL DEFAULT '', \`value\` bigint NOT NULL, \`computed_at\` datetime(3) NOT NULL, INDEX \`idx_stat_daily_metric_day\` (\`metric\`, \`day\`), UNIQUE INDEX \`uq_stat_daily_day_metric_dim\` (\`day\`, \`metric\`, \`dim\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE INDEX \`idx_equity_grants_granted\` ON \`equity_grants\` (\`granted_at\`)`);
    await q.query(`CREATE INDEX \`idx_orders_refunded_at\` ON \`orders\` (\`refunded_at\`)`);
    await q.query(`CREATE INDEX \`idx_orders_paid_at\` ON \`orders\` (\`paid_at\`)`);
    await q.query(`CREATE INDEX \`idx_users_created\` ON \`users\` (\`created_at\`)`);
    await q.query(`CREATE INDEX \`idx_oj_submissions_created\` ON \`oj_submissions\` (\`created_at\`)`);
    await q.query(`CREATE INDEX \`idx_oj_submissions_status\` ON \`oj_submissions\` (\`status\`)`);
    await q.query(`CREATE INDEX \`idx_learn_logs_finished\` ON \`learn_logs\` (\`finished_at\`)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`idx_learn_logs_finished\` ON \`learn_logs\``);
    await q.query(`DROP INDEX \`idx_oj_submissions_status\` ON \`oj_submissions\``);
    await q.query(`DROP INDEX \`idx_oj_submissions_created\` ON \`oj_submissions\``);
    await q.query(`DROP INDEX \`idx_users_created\` ON \`users\``);
    await q.query(`DROP INDEX \`idx_orders_paid_at\` ON \`orders\``);
    await q.query(`DROP INDEX \`idx_orders_refunded_at\` ON \`orders\``);
    await q.query(`DROP INDEX \`idx_equity_grants_granted\` ON \`equity_grants\``);
    await q.query(`DROP INDEX \`uq_stat_daily_day_metric_dim\` ON \`stat_daily\``);
    await q.query(`DROP INDEX \`idx_stat_daily_metric_day\` ON \`stat_daily\``);
    await q.query(`DROP TABLE \`stat_daily\``);
    await q.query(`DROP INDEX \`idx_user_activity_days_day\` ON \`user_activity_days\``);
    await q.query(`DROP TABLE \`user_activity_days\``);
  }
}
