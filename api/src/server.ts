// First: tracing (when switched on) must be in place before the modules it instruments are loaded.
import { stopTelemetry } from './telemetry/start.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { isDatabaseUnavailable } from './db/errors.js';
import { shutDownOnSignals } from './shutdown.js';
import { UnsafeProductionSetting } from './security/production-secrets.js';
import { DataDirInUse } from './db/pglite-lock.js';

const config = loadConfig();

/** A database that is still starting (or briefly gone) delays the start instead of ending the process. */
async function buildWhenDatabaseAnswers(): Promise<Awaited<ReturnType<typeof buildApp>>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await buildApp({ config });
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt >= 30) throw error;
      console.error(`Database not reachable (${(error as Error).message}); retrying in 2 s…`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

const app = await buildWhenDatabaseAnswers().catch((error: unknown) => {
  if (!(error instanceof UnsafeProductionSetting || error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});

shutDownOnSignals(app, {
  drainMs: config.shutdownDrainMs,
  graceMs: config.shutdownGraceMs,
  exit: (code) => void stopTelemetry().finally(() => process.exit(code)),
});

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`API listening on http://${shownHost}:${port}`);
