import { MigrationInterface, QueryRunner } from 'typeorm';

export class Exams1795552914553 implements MigrationInterface {
  name = 'Exams1795552914553';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`exam_accommodations\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`exam_id\` bigint NOT NULL, \`uid\` bigint NOT NULL, \`extra_minutes\` int NOT NULL DEFAULT '0', \`start_at\` datetime(3) NULL, \`end_at\` datetime(3) NULL, UNIQUE INDEX \`uq_exam_accommodations_exam_uid\` (\`exam_id\`, \`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`exam_items\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`exam_id\` bigint NOT NULL, \`problem_id\` bigint NOT NULL, \`pool_ids\` varchar(1000) NOT NULL DEFAULT '', \`pick\` smallint NOT NULL DEFAULT '1', \`score\` int NOT NULL DEFAULT '10', \`sort_order\` int NOT NULL DEFAULT '0', \`shuffle\` tinyint NOT NULL DEFAULT 0, INDEX \`idx_exam_items_exam_order\` (\`exam_id\`, \`sort_order\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`exam_judgings\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`exam_submit_id\` bigint NOT NULL, \`slot\` varchar(24) NOT NULL, \`submission_id\` bigint NOT NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), UNIQUE INDEX \`uq_exam_judgings_submission\` (\`submission_id\`), INDEX \`idx_exam_judgings_submit_slot\` (\`exam_submit_id\`, \`slot\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`exam_problems\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`type\` smallint NOT NULL, \`title\` varchar(120) NOT NULL, \`content\` mediumtext NOT NULL, \`options\` text NOT NULL, \`answer\` text NOT NULL, \`multi_rule\` smallint NOT NULL DEFAULT '1', \`fill_match\` smallint NOT NULL DEFAULT '2', \`explanation\` mediumtext NOT NULL, \`default_score\` int NOT NULL DEFAULT '10', \`oj_problem_id\` bigint NULL, \`code_mode\` smallint NULL, \`program_scoring\` smallint NOT NULL DEFAULT '1', \`starter_code\` text NULL, \`tag_ids\` varchar(200) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_exam_problems_type\` (\`type\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`exam_similarity_jobs\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`exam_id\` bigint NOT NULL, \`item_id\` bigint NOT NULL, \`state\` varchar(10) NOT NULL DEFAULT 'pending', \`progress\` smallint NOT NULL DEFAULT '0', \`submissions\` int NOT NULL DEFAULT '0', \`threshold\` smallint NOT NULL DEFAULT '60', \`error\` varchar(200) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`finished_at\` datetime(3) NULL, INDEX \`idx_exam_similarity_jobs_exam\` (\`exam_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`exam_similarity_pairs\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`job_id\` bigint NOT NULL, \`uid_a\` bigint NOT NULL, \`uid_b\` bigint NOT NULL, \`submission_a\` bigint NOT NULL, \`submission_b\` bigint NOT NULL, \`score\` smallint NOT NULL, \`matches\` text NOT NULL, \`status\` varchar(10) NOT NULL DEFAULT 'pending', INDEX \`idx_exam_similarity_pairs_job_score\` (\`job_id\`, \`score\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`exam_submits\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`exam_id\` bigint NOT NULL, \`uid\` bigint NOT NULL, \`attempt_no\` smallint NOT NULL DEFAULT '1', \`state\` varchar(12) NOT NULL DEFAULT 'in_progress', \`started_at\` datetime(3) NOT NULL, \`deadline\` datetime(3) NOT NULL, \`submitted_at\` datetime(3) NULL, \`paper\` text NOT NULL, \`answers\` mediumtext NOT NULL, \`flags\` varchar(1000) NOT NULL DEFAULT '[]', \`results\` text NULL, \`score\` int NOT NULL DEFAULT '0', \`max_score\` int NOT NULL DEFAULT '0', \`time_used\` int NOT NULL DEFAULT '0', \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_exam_submits_exam_score\` (\`exam_id\`, \`state\`, \`score\`), INDEX \`idx_exam_submits_state_deadline\` (\`state\`, \`deadline\`), UNIQUE INDEX \`uq_exam_submits_exam_uid_attempt\` (\`exam_id\`, \`uid\`, \`attempt_no\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`exam_tags\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`name\` varchar(30) NOT NULL, \`link\` varchar(200) NOT NULL DEFAULT '', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`exams\` (\`exam_id\` bigint NOT NULL AUTO_INCREMENT, \`title\` varchar(60) NOT NULL, \`cover\` varchar(512) NOT NULL DEFAULT '', \`description\` text NOT NULL, \`tag_ids\` varchar(200) NOT NULL DEFAULT '', \`access\` varchar(10) NOT NULL DEFAULT 'free', \`permit_kind\` varchar(16) NULL, \`permit_target\` varchar(32) NOT NULL DEFAULT '', \`product_id\` bigint NULL, \`start_at\` datetime(3) NOT NULL, \`end_at\` datetime(3) NOT NULL, \`duration\` int NOT NULL DEFAULT '60', \`attempts_allowed\` smallint NOT NULL DEFAULT '1', \`result_rule\` smallint NOT NULL DEFAULT '1', \`published\` tinyint NOT NULL DEFAULT 0, \`topic_id\` bigint NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_exams_published_start\` (\`published\`, \`start_at\`), PRIMARY KEY (\`exam_id\`)) ENGINE=InnoDB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`idx_exams_published_start\` ON \`exams\``);
    await q.query(`DROP TABLE \`exams\``);
    await q.query(`DROP TABLE \`exam_tags\``);
    await q.query(`DROP INDEX \`uq_exam_submits_exam_uid_attempt\` ON \`exam_submits\``);
    await q.query(`DROP INDEX \`idx_exam_submits_state_deadline\` ON \`exam_submits\``);
    await q.query(`DROP INDEX \`idx_exam_submits_exam_score\` ON \`exam_submits\``);
    await q.query(`DROP TABLE \`exam_submits\``);
    await q.query(`DROP INDEX \`idx_exam_similarity_pairs_job_score\` ON \`exam_similarity_pairs\``);
    await q.query(`DROP TABLE \`exam_similarity_pairs\``);
    await q.query(`DROP INDEX \`idx_exam_similarity_jobs_exam\` ON \`exam_similarity_jobs\``);
    await q.query(`DROP TABLE \`exam_similarity_jobs\``);
    await q.query(`DROP INDEX \`idx_exam_problems_type\` ON \`exam_problems\``);
    await q.query(`DROP TABLE \`exam_problems\``);
    await q.query(`DROP INDEX \`idx_exam_judgings_submit_slot\` ON \`exam_judgings\``);
    await q.query(`DROP INDEX \`uq_exam_judgings_submission\` ON \`exam_judgings\``);
    await q.query(`DROP TABLE \`exam_judgings\``);
    await q.query(`DROP INDEX \`idx_exam_items_exam_order\` ON \`exam_items\``);
    await q.query(`DROP TABLE \`exam_items\``);
    await q.query(`DROP INDEX \`uq_exam_accommodations_exam_uid\` ON \`exam_accommodations\``);
    await q.query(`DROP TABLE \`exam_accommodations\``);
  }
}
