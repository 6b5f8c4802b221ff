import { buildApp } from '../app.js';
import { pgliteTemplate } from '../testing/pglite-template.js';
import { testConfig } from '../testing/test-app.js';

/** The OpenAPI document of every route the API serves outside production, built without listening. */
export async function currentOpenApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({
    config: { ...testConfig, demoData: false },
    database: { kind: 'pglite', dataDir: 'memory://', loadDataDir: await pgliteTemplate('migrated') },
    logger: false,
  });
  try {
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
