import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProblemSets1795552092354 implements MigrationInterface {
  name = 'ProblemSets1795552092354';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`ps_company_problems\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`company_id\` bigint NOT NULL, \`problem_id\` bigint NOT NULL, \`freq_30d\` int NOT NULL DEFAULT '0', \`freq_90d\` int NOT NULL DEFAULT '0', \`freq_180d\` int NOT NULL DEFAULT '0', \`freq_all\` int NOT NULL DEFAULT '0', \`last_seen\` varchar(10) NOT NULL DEFAULT '', UNIQUE INDEX \`uq_ps_company_problems\` (\`company_id\`, \`problem_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`ps_companies\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`name\` varchar(30) NOT NULL, \`logo\` varchar(500) NOT NULL DEFAULT '', \`intro\` varchar(500) NOT NULL DEFAULT '', \`order_value\` int NOT NULL DEFAULT '0', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`ps_progress\` (\`round_id\` bigint NOT NULL, \`item_id\` bigint NOT NULL, \`state\` smallint NOT NULL, \`updated_at\` datetime(3) NOT NULL, INDEX \`idx_ps_progress_item\` (\`item_id\`, \`state\`), INDEX \`idx_ps_progress_round\` (\`round_id\`), PRIMARY KEY (\`round_id\`, \`item_id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`ps_sets\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`title\` varchar(40) NOT NULL, \`intro\` varchar(500) NOT NULL DEFAULT '', \`cover\` varchar(500) NOT NULL DEFAULT '', \`tags\` varchar(100) NOT NULL DEFAULT '', \`access\` varchar(8) NOT NULL DEFAULT 'free', \`product_id\` bigint NULL, \`published\` tinyint NOT NULL DEFAULT 0, \`order_value\` int NOT NULL DEFAULT '0', \`seed_key\` varchar(40) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_ps_sets_published_order\` (\`published\`, \`order_value\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`ps_items\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`set_id\` bigint NOT NULL, \`section_id\` bigint NULL, \`problem_id\` bigint NOT NULL, \`position\` int NOT NULL DEFAULT '0', INDEX \`idx_ps_items_problem\` (\`problem_id\`), INDEX \`idx_ps_items_set_position\` (\`set_id\`, \`position\`), UNIQUE INDEX \`uq_ps_items_set_problem\` (\`set_id\`, \`problem_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`ps_rounds\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` bigint NOT NULL, \`set_id\` bigint NOT NULL, \`round\` int NOT NULL, \`started_at\` datetime(3) NOT NULL, \`closed_at\` datetime(3) NULL, \`solved\` int NOT NULL DEFAULT '0', \`active_at\` datetime(3) NOT NULL, INDEX \`idx_ps_rounds_set\` (\`set_id\`, \`closed_at\`), UNIQUE INDEX \`uq_ps_rounds_user_set_round\` (\`uid\`, \`set_id\`, \`round\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`ps_sections\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`set_id\` bigint NOT NULL, \`title\` varchar(30) NOT NULL, \`guide\` varchar(300) NOT NULL DEFAULT '', \`order_value\` int NOT NULL DEFAULT '0', INDEX \`idx_ps_sections_set\` (\`set_id\`, \`order_value\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`ps_solution_views\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` bigint NOT NULL, \`problem_id\` bigint NOT NULL, \`viewed_at\` datetime(3) NOT NULL, INDEX \`idx_ps_solution_views_user_problem\` (\`uid\`, \`problem_id\`, \`viewed_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`idx_ps_solution_views_user_problem\` ON \`ps_solution_views\``);
    await q.query(`DROP TABLE \`ps_solution_views\``);
    await q.query(`DROP INDEX \`idx_ps_sections_set\` ON \`ps_sections\``);
    await q.query(`DROP TABLE \`ps_sections\``);
    await q.query(`DROP INDEX \`uq_ps_rounds_user_set_round\` ON \`ps_rounds\``);
    await q.query(`DROP INDEX \`idx_ps_rounds_set\` ON \`ps_rounds\``);
    await q.query(`DROP TABLE \`ps_rounds\``);
    await q.query(`DROP INDEX \`uq_ps_items_set_problem\` ON \`ps_items\``);
    await q.query(`DROP INDEX \`idx_ps_items_set_position\` ON \`ps_items\``);
    await q.query(`DROP INDEX \`idx_ps_items_problem\` ON \`ps_items\``);
    await q.query(`DROP TABLE \`ps_items\``);
    await q.query(`DROP INDEX \`idx_ps_sets_published_order\` ON \`ps_sets\``);
    await q.query(`DROP TABLE \`ps_sets\``);
    await q.query(`DROP INDEX \`idx_ps_progress_round\` ON \`ps_progress\``);
    await q.query(`DROP INDEX \`idx_ps_progress_item\` ON \`ps_progress\``);
    await q.query(`DROP TABLE \`ps_progress\``);
    await q.query(`DROP TABLE \`ps_companies\``);
    await q.query(`DROP INDEX \`uq_ps_company_problems\` ON \`ps_company_problems\``);
    await q.query(`DROP TABLE \`ps_company_problems\``);
  }
}
