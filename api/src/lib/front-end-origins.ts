import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's list of apps (`apps.json` at its root, beside the api package, in a checkout and in the image). */
const appsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..', 'apps.json');

interface ListedApp {
  name: string;
  kind: 'api' | 'remote' | 'host';
  port: number;
}

/**
 * The origins of every front end (the shell and the remotes) on this machine at their default ports: the API's
 * CORS origins when `CORS_ORIGINS` is not set. Read only then, so a deployment that sets it needs no apps.json.
 */
export function defaultFrontEndOrigins(file = appsFile): string[] {
  if (!fs.existsSync(file)) {
    throw new Error(
      `CORS_ORIGINS is not set, and the list of apps its default comes from (${file}) is missing: set CORS_ORIGINS`,
    );
  }
  const { apps } = JSON.parse(fs.readFileSync(file, 'utf8')) as { apps: ListedApp[] };
  return apps
    .filter((app) => app.kind !== 'api')
    .flatMap((app) => [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`]);
}
