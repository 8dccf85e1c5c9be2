import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './app.factory';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}/`;
  // The one line a person starting the product looks for.
  process.stdout.write(`\n码途 CodeTrek is running at ${url}  (API ${url}api, docs ${url}api/docs, db ${config.db.type})\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? `配置错误: ${err.message}` : (err as Error).stack}\n`);
  process.exit(1);
});
