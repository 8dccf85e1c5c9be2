import { loadConfig } from '../../server/src/config/app-config';
import { createDataSource } from '../../server/src/database/data-source';
import { pendingSchemaChanges } from '../../server/src/database/schema-diff';

const db = loadConfig({ DB_URL: process.env.DB_URL }).db;
// SQLite synchronizes; the drift check needs the real production engine (CI runs it on MariaDB).
const onMariaDb = db.type === 'sqlite' ? describe.skip : describe;

onMariaDb('migrations (MariaDB/MySQL)', () => {
  it('bring an empty database exactly to the entities: no drift', async () => {
    const ds = createDataSource(db);
    await ds.initialize();
    try {
      await ds.runMigrations();
      const { up } = await pendingSchemaChanges(ds);
      // A non-empty list means an entity changed without `npm run migration:generate`.
      expect(up).toEqual([]);
      const [{ c }] = await ds.query(
        "SELECT COUNT(*) AS c FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_COLLATION <> 'utf8mb4_unicode_ci' AND TABLE_NAME <> 'migrations'",
      );
      expect(Number(c)).toBe(0);
    } finally {
      await ds.destroy();
    }
  });
});
