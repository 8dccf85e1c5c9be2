import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContractVersions1795552284813 implements MigrationInterface {
  name = 'ContractVersions1795552284813';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`contract_versions\` (\`id\` bigint NOT NULL AUTO_INCREMENT, \`kind\` varchar(16) NOT NULL, \`version\` varchar(20) NOT NULL, \`title\` varchar(60) NOT NULL, \`content\` mediumtext NOT NULL, \`effective_at\` datetime(3) NOT NULL, \`created_at\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), INDEX \`idx_contract_versions_kind_effective\` (\`kind\`, \`effective_at\`), UNIQUE INDEX \`uq_contract_versions_kind_version\` (\`kind\`, \`version\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX \`uq_contract_versions_kind_version\` ON \`contract_versions\``);
    await q.query(`DROP INDEX \`idx_contract_versions_kind_effective\` ON \`contract_versions\``);
    await q.query(`DROP TABLE \`contract_versions\``);
  }
}
