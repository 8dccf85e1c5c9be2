import { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerProgram1795552325485 implements MigrationInterface {
  name = 'PartnerProgram1795552325485';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`partner_ledger\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` bigint NOT NULL, \`kind\` varchar(20) NOT NULL, \`amount_fen\` int NOT NULL, \`available_at\` datetime(3) NOT NULL, \`ref\` varchar(64) NOT NULL, \`order_no\` varchar(24) NOT NULL DEFAULT '', \`promotion_id\` bigint NULL, \`note\` varchar(200) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_partner_ledger_promotion\` (\`promotion_id\`), INDEX \`idx_partner_ledger_uid\` (\`uid\`, \`id\`), UNIQUE INDEX \`uq_partner_ledger_ref\` (\`ref\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_payouts\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` bigint NOT NULL, \`amount_fen\` int NOT NULL DEFAULT '0', \`state\` varchar(16) NOT NULL DEFAULT 'pending', \`note\` varchar(200) NOT NULL DEFAULT '', \`admin_uid\` bigint NOT NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`settled_at\` datetime(3) NULL, INDEX \`idx_partner_payouts_uid\` (\`uid\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_program\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`policy\` varchar(8) NOT NULL DEFAULT 'last', \`window_days\` int NOT NULL DEFAULT '30', \`hold_days\` int NOT NULL DEFAULT '7', \`min_payout_fen\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_migrations\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`from_uid\` bigint NOT NULL, \`to_uid\` bigint NOT NULL, \`promotions\` int NOT NULL DEFAULT '0', \`balance_fen\` int NOT NULL DEFAULT '0', \`reason\` varchar(200) NOT NULL DEFAULT '', \`admin_uid\` bigint NOT NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partners\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` bigint NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'pending', \`roles\` varchar(40) NOT NULL DEFAULT '', \`lang_permits\` varchar(120) NOT NULL DEFAULT '', \`product_permits\` varchar(500) NOT NULL DEFAULT '', \`note\` varchar(200) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), UNIQUE INDEX \`uq_partners_uid\` (\`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_promotions\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` bigint NOT NULL, \`product_id\` bigint NOT NULL, \`code\` varchar(32) NOT NULL, \`rate_bp\` int NOT NULL DEFAULT '1000', \`enabled\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_partner_promotions_uid\` (\`uid\`), UNIQUE INDEX \`uq_partner_promotions_code\` (\`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_touches\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`promotion_id\` bigint NOT NULL, \`code\` varchar(32) NOT NULL, \`visitor_id\` varchar(64) NOT NULL DEFAULT '', \`uid\` bigint NULL, \`channel\` varchar(16) NOT NULL DEFAULT 'h5', \`created_at\` datetime(3) NOT NULL, INDEX \`idx_partner_touches_promotion\` (\`promotion_id\`, \`created_at\`), INDEX \`idx_partner_touches_visitor\` (\`visitor_id\`, \`created_at\`), INDEX \`idx_partner_touches_uid\` (\`uid\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_attributions\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`order_no\` varchar(24) NOT NULL, \`promotion_id\` bigint NOT NULL, \`promoter_uid\` bigint NOT NULL, \`buyer_uid\` bigint NOT NULL, \`rate_bp\` int NOT NULL, \`touch_id\` bigint NOT NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_partner_attributions_promotion\` (\`promotion_id\`), UNIQUE INDEX \`uq_partner_attributions_order\` (\`order_no\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_tasks\` (\`task_id\` bigint NOT NULL AUTO_INCREMENT, \`kind\` varchar(8) NOT NULL DEFAULT 'task', \`type\` varchar(16) NOT NULL DEFAULT 'other', \`title\` varchar(60) NOT NULL, \`description\` varchar(2000) NOT NULL DEFAULT '', \`reward_fen\` int NOT NULL DEFAULT '0', \`deadline\` datetime(3) NOT NULL, \`slots\` int NOT NULL DEFAULT '1', \`claim_hours\` int NOT NULL DEFAULT '72', \`languages\` varchar(120) NOT NULL DEFAULT '', \`problem_ids\` varchar(500) NOT NULL DEFAULT '', \`tags\` varchar(300) NOT NULL DEFAULT '', \`state\` varchar(16) NOT NULL DEFAULT 'draft', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_partner_tasks_kind_state\` (\`kind\`, \`state\`), PRIMARY KEY (\`task_id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_claims\` (\`claim_id\` bigint NOT NULL AUTO_INCREMENT, \`task_id\` bigint NOT NULL, \`uid\` bigint NOT NULL, \`state\` varchar(20) NOT NULL DEFAULT 'claimed', \`expires_at\` datetime(3) NULL, \`content\` varchar(4000) NOT NULL DEFAULT '', \`template_id\` bigint NULL, \`note\` varchar(500) NOT NULL DEFAULT '', \`reject_reason\` varchar(16) NULL, \`history\` text NOT NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_partner_claims_uid\` (\`uid\`, \`claim_id\`), INDEX \`idx_partner_claims_task\` (\`task_id\`, \`state\`), PRIMARY KEY (\`claim_id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`partner_templates\` (\`template_id\` bigint NOT NULL AUTO_INCREMENT, \`problem_id\` bigint NOT NULL, \`lang\` varchar(16) NOT NULL, \`version\` int NOT NULL, \`uid\` bigint NOT NULL, \`code\` mediumtext NOT NULL, \`solution\` mediumtext NOT NULL, \`info\` text NULL, \`state\` varchar(16) NOT NULL DEFAULT 'pending', \`run_verdict\` varchar(8) NULL, \`review_note\` varchar(500) NOT NULL DEFAULT '', \`claim_id\` bigint NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`reviewed_at\` datetime(3) NULL, INDEX \`idx_partner_templates_uid\` (\`uid\`, \`template_id\`), INDEX \`idx_partner_templates_state\` (\`state\`, \`template_id\`), UNIQUE INDEX \`uq_partner_templates_version\` (\`problem_id\`, \`lang\`, \`version\`), PRIMARY KEY (\`template_id\`)) ENGINE=InnoDB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`uq_partner_templates_version\` ON \`partner_templates\``);
    await q.query(`DROP INDEX \`idx_partner_templates_state\` ON \`partner_templates\``);
    await q.query(`DROP INDEX \`idx_partner_templates_uid\` ON \`partner_templates\``);
    await q.query(`DROP TABLE \`partner_templates\``);
    await q.query(`DROP INDEX \`idx_partner_claims_task\` ON \`partner_claims\``);
    await q.query(`DROP INDEX \`idx_partner_claims_uid\` ON \`partner_claims\``);
    await q.query(`DROP TABLE \`partner_claims\``);
    await q.query(`DROP INDEX \`idx_partner_tasks_kind_state\` ON \`partner_tasks\``);
    await q.query(`DROP TABLE \`partner_tasks\``);
    await q.query(`DROP INDEX \`uq_partner_attributions_order\` ON \`partner_attributions\``);
    await q.query(`DROP INDEX \`idx_partner_attributions_promotion\` ON \`partner_attributions\``);
    await q.query(`DROP TABLE \`partner_attributions\``);
    await q.query(`DROP INDEX \`idx_partner_touches_uid\` ON \`partner_touches\``);
    await q.query(`DROP INDEX \`idx_partner_touches_visitor\` ON \`partner_touches\``);
    await q.query(`DROP INDEX \`idx_partner_touches_promotion\` ON \`partner_touches\``);
    await q.query(`DROP TABLE \`partner_touches\``);
    await q.query(`DROP INDEX \`uq_partner_promotions_code\` ON \`partner_promotions\``);
    await q.query(`DROP INDEX \`idx_partner_promotions_uid\` ON \`partner_promotions\``);
    await q.query(`DROP TABLE \`partner_promotions\``);
    await q.query(`DROP INDEX \`uq_partners_uid\` ON \`partners\``);
    await q.query(`DROP TABLE \`partners\``);
    await q.query(`DROP TABLE \`partner_migrations\``);
    await q.query(`DROP TABLE \`partner_program\``);
    await q.query(`DROP INDEX \`idx_partner_payouts_uid\` ON \`partner_payouts\``);
    await q.query(`DROP TABLE \`partner_payouts\``);
    await q.query(`DROP INDEX \`uq_partner_ledger_ref\` ON \`partner_ledger\``);
    await q.query(`DROP INDEX \`idx_partner_ledger_uid\` ON \`partner_ledger\``);
    await q.query(`DROP INDEX \`idx_partner_ledger_promotion\` ON \`partner_ledger\``);
    await q.query(`DROP TABLE \`partner_ledger\``);
  }
}
