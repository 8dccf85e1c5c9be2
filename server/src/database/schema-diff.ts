import type { DataSource } from 'typeorm';

/** The SQL that would bring the database in line with the entities (empty when they agree). */
export async function pendingSchemaChanges(ds: DataSource): Promise<{ up: string[]; down: string[] }> {
  const log = await ds.driver.createSchemaBuilder().log();
  return { up: log.upQueries.map((q) => q.query), down: log.downQueries.map((q) => q.query).reverse() };
}
