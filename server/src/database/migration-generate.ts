/**
 * Generates a migration from the difference between the entities and a MariaDB/MySQL database
 * that has every existing migration applied (what `typeorm migration:generate` does).
 *
 *   DB_URL=mariadb://root@127.0.0.1:3306/codetrek_gen npm run migration:generate -- AddCourses
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { pendingSchemaChanges } from './schema-diff';
import { createDataSource } from './data-source';

function quote(sql: string): string {
  return '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
}

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('usage: migration:generate -- <PascalCaseName>');
  const config = loadConfig();
  if (config.db.type === 'sqlite') throw new Error('generate migrations against MariaDB/MySQL: set DB_URL=mariadb://...');
  const ds = createDataSource(config.db);
  await ds.initialize();
  await ds.runMigrations();
  const { up, down } = await pendingSchemaChanges(ds);
  await ds.destroy();
  if (up.length === 0) {
    process.stdout.write('entities and migrations agree: nothing to generate\n');
    return;
  }
  const ts = Date.now();
  const cls = `${name}${ts}`;
  const dir = join(__dirname, '../../../../server/migrations');
  const body = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${cls} implements MigrationInterface {
  name = '${cls}';

  async up(q: QueryRunner): Promise<void> {
${up.map((s) => `    await q.query(${quote(s)});`).join('\n')}
  }

  async down(q: QueryRunner): Promise<void> {
${down.map((s) => `    await q.query(${quote(s)});`).join('\n')}
  }
}
`;
  const file = `${ts}-${name}`;
  writeFileSync(join(dir, `${file}.ts`), body);
  const indexFile = join(dir, 'index.ts');
  const index = readFileSync(indexFile, 'utf8')
    .replace(/(export const MIGRATIONS)/, `import { ${cls} } from './${file}';\n$1`)
    .replace(/(export const MIGRATIONS: Function\[\] = \[)([^\]]*)\]/, (_, head: string, list: string) => `${head}${list ? `${list.trim()}, ` : ''}${cls}]`);
  writeFileSync(indexFile, index);
  process.stdout.write(`wrote server/migrations/${file}.ts (${up.length} statements)\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
});
