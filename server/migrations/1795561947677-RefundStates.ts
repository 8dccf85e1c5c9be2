import { MigrationInterface, QueryRunner } from 'typeorm';

export class RefundStates1795561947677 implements MigrationInterface {
  name = 'RefundStates1795561947677';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`order_refunds\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`refund_no\` varchar(64) NOT NULL, \`order_no\` varchar(24) NOT NULL, \`platform\` varchar(16) NOT NULL, \`transaction_id\` varchar(64) NOT NULL, \`out_trade_no\` varchar(32) NOT NULL, \`total_fen\` int NOT NULL DEFAULT '0', \`amount_fen\` int NOT NULL DEFAULT '0', \`reason\` varchar(80) NOT NULL, \`state\` varchar(16) NOT NULL DEFAULT 'processing', \`refund_id\` varchar(64) NOT NULL DEFAULT '', \`received_account\` varchar(64) NOT NULL DEFAULT '', \`operator\` varchar(20) NOT NULL DEFAULT '', \`revokes\` tinyint NOT NULL DEFAULT 1, \`finished_at\` datetime(3) NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_order_refunds_state\` (\`state\`, \`updated_at\`), INDEX \`idx_order_refunds_order\` (\`order_no\`), UNIQUE INDEX \`uq_order_refunds_refund_no\` (\`refund_no\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`ALTER TABLE \`orders\` ADD \`refund_state\` varchar(16) NOT NULL DEFAULT 'none'`);
    await q.query(`ALTER TABLE \`orders\` ADD \`refunded_fen\` int NOT NULL DEFAULT '0'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`orders\` DROP COLUMN \`refunded_fen\``);
    await q.query(`ALTER TABLE \`orders\` DROP COLUMN \`refund_state\``);
    await q.query(`DROP INDEX \`uq_order_refunds_refund_no\` ON \`order_refunds\``);
    await q.query(`DROP INDEX \`idx_order_refunds_order\` ON \`order_refunds\``);
    await q.query(`DROP INDEX \`idx_order_refunds_state\` ON \`order_refunds\``);
    await q.query(`DROP TABLE \`order_refunds\``);
  }
}
