import { MigrationInterface, QueryRunner } from 'typeorm';

export class TrainingCamps1795553131585 implements MigrationInterface {
  name = 'TrainingCamps1795553131585';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`learn_log_days\` (\`uid\` varchar(20) NOT NULL, \`lesson_id\` bigint NOT NULL, \`day\` varchar(10) NOT NULL, \`course_id\` bigint NOT NULL, \`watched_seconds\` int NOT NULL DEFAULT '0', INDEX \`idx_learn_log_days_uid_course_day\` (\`uid\`, \`course_id\`, \`day\`), PRIMARY KEY (\`uid\`, \`lesson_id\`, \`day\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`training_certificates\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` varchar(20) NOT NULL, \`course_id\` bigint NOT NULL, \`cohort_id\` bigint NOT NULL, \`code\` varchar(16) NOT NULL, \`printed\` varchar(200) NOT NULL, \`issued_at\` datetime(3) NOT NULL, UNIQUE INDEX \`uq_training_certificates_code\` (\`code\`), UNIQUE INDEX \`uq_training_certificates_uid_course\` (\`uid\`, \`course_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`training_cohorts\` (\`cohort_id\` bigint NOT NULL AUTO_INCREMENT, \`course_id\` bigint NOT NULL, \`name\` varchar(30) NOT NULL, \`start_at\` datetime(3) NOT NULL, \`end_at\` datetime(3) NULL, \`capacity\` int NOT NULL DEFAULT '50', \`teacher_uids\` varchar(200) NOT NULL DEFAULT '', \`schedule\` mediumtext NULL, \`announcement\` mediumtext NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_training_cohorts_course\` (\`course_id\`, \`start_at\`), PRIMARY KEY (\`cohort_id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`training_enrollment_audits\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` varchar(20) NOT NULL, \`course_id\` bigint NOT NULL, \`actor_uid\` varchar(20) NOT NULL, \`action\` varchar(10) NOT NULL, \`detail\` varchar(300) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_training_enrollment_audits_uid\` (\`uid\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`training_enrollments\` (\`enrollment_id\` bigint NOT NULL AUTO_INCREMENT, \`uid\` varchar(20) NOT NULL, \`course_id\` bigint NOT NULL, \`cohort_id\` bigint NOT NULL, \`status\` varchar(10) NOT NULL DEFAULT 'active', \`expires_at\` datetime(3) NULL, \`source\` varchar(60) NOT NULL DEFAULT '', \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_training_enrollments_cohort\` (\`cohort_id\`, \`status\`), UNIQUE INDEX \`uq_training_enrollments_uid_course\` (\`uid\`, \`course_id\`), PRIMARY KEY (\`enrollment_id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`training_feedback\` (\`uid\` varchar(20) NOT NULL, \`gate_id\` bigint NOT NULL, \`content\` mediumtext NOT NULL, \`approved\` tinyint NOT NULL DEFAULT 0, \`author_uid\` varchar(20) NOT NULL, \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), PRIMARY KEY (\`uid\`, \`gate_id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`training_gate_scores\` (\`uid\` varchar(20) NOT NULL, \`gate_id\` bigint NOT NULL, \`course_id\` bigint NOT NULL, \`cohort_id\` bigint NOT NULL, \`score\` int NOT NULL DEFAULT '0', \`state\` varchar(12) NOT NULL, \`parts\` varchar(200) NOT NULL DEFAULT '', \`passed_at\` datetime(3) NULL, \`facts_at\` datetime(3) NOT NULL, INDEX \`idx_training_gate_scores_cohort\` (\`cohort_id\`, \`uid\`), PRIMARY KEY (\`uid\`, \`gate_id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`training_gates\` (\`gate_id\` bigint NOT NULL AUTO_INCREMENT, \`course_id\` bigint NOT NULL, \`title\` varchar(40) NOT NULL, \`summary\` text NULL, \`order_value\` int NOT NULL DEFAULT '0', \`pass_score\` int NOT NULL DEFAULT '60', \`weights\` varchar(200) NOT NULL, \`condition\` text NULL, \`lesson_ids\` text NULL, \`problem_ids\` text NULL, \`task_ids\` text NULL, \`exam_id\` varchar(20) NOT NULL DEFAULT '', \`updated_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), INDEX \`idx_training_gates_course\` (\`course_id\`, \`order_value\`), PRIMARY KEY (\`gate_id\`)) ENGINE=InnoDB`);
    await q.query(`CREATE TABLE \`training_score_jobs\` (\`job_id\` bigint NOT NULL AUTO_INCREMENT, \`course_id\` bigint NOT NULL, \`status\` varchar(10) NOT NULL, \`total\` int NOT NULL DEFAULT '0', \`done\` int NOT NULL DEFAULT '0', \`rechecked\` int NOT NULL DEFAULT '0', \`error\` varchar(300) NOT NULL DEFAULT '', \`actor_uid\` varchar(20) NOT NULL DEFAULT '', \`started_at\` datetime(3) NOT NULL, \`finished_at\` datetime(3) NULL, INDEX \`idx_training_score_jobs_course\` (\`course_id\`, \`status\`), PRIMARY KEY (\`job_id\`)) ENGINE=InnoDB`);
    await q.query(`ALTER TABLE \`courses\` ADD \`kind\` varchar(10) NOT NULL DEFAULT 'normal'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`courses\` DROP COLUMN \`kind\``);
    await q.query(`DROP INDEX \`idx_training_score_jobs_course\` ON \`training_score_jobs\``);
    await q.query(`DROP TABLE \`training_score_jobs\``);
    await q.query(`DROP INDEX \`idx_training_gates_course\` ON \`training_gates\``);
    await q.query(`DROP TABLE \`training_gates\``);
    await q.query(`DROP INDEX \`idx_training_gate_scores_cohort\` ON \`training_gate_scores\``);
    await q.query(`DROP TABLE \`training_gate_scores\``);
    await q.query(`DROP TABLE \`training_feedback\``);
    await q.query(`DROP INDEX \`uq_training_enrollments_uid_course\` ON \`training_enrollments\``);
    await q.query(`DROP INDEX \`idx_training_enrollments_cohort\` ON \`training_enrollments\``);
    await q.query(`DROP TABLE \`training_enrollments\``);
    await q.query(`DROP INDEX \`idx_training_enrollment_audits_uid\` ON \`training_enrollment_audits\``);
    await q.query(`DROP TABLE \`training_enrollment_audits\``);
    await q.query(`DROP INDEX \`idx_training_cohorts_course\` ON \`training_cohorts\``);
    await q.query(`DROP TABLE \`training_cohorts\``);
    await q.query(`DROP INDEX \`uq_training_certificates_uid_course\` ON \`training_certificates\``);
    await q.query(`DROP INDEX \`uq_training_certificates_code\` ON \`training_certificates\``);
    await q.query(`DROP TABLE \`training_certificates\``);
    await q.query(`DROP INDEX \`idx_learn_log_days_uid_course_day\` ON \`learn_log_days\``);
    await q.query(`DROP TABLE \`learn_log_days\``);
  }
}
