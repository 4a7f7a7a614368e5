import { EnvError, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { boot } from './boot.ts';

let env;
try {
  env = parseEnv();
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const logger = createLogger(env.LOG_LEVEL);
try {
  const app = await boot(env, logger);
  console.log(`\n  Dugout: ${app.url}\n  API docs: ${app.url}/api/docs\n`);
  if (env.DEMO_DATA)
    console.log(
      '  Demo accounts (password dugout-demo): player@example.com, coach@example.com, orgadmin@example.com, admin@example.com\n',
    );
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  const code = (err as { code?: string }).code;
  if (code === 'EADDRINUSE') logger.fatal(`PORT ${env.PORT} is already in use: set PORT to a free port.`);
  else if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '3D000' || code === '28P01')
    logger.fatal({ err: (err as Error).message }, 'DATABASE_URL: cannot connect to the PostgreSQL server');
  else logger.fatal({ err }, 'start-up failed');
  process.exit(1);
}
