import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** An app of the site as the repository's `apps.json` lists it. */
export interface ListedApp {
  name: string;
  kind: 'api' | 'remote' | 'host';
  dir: string;
  package: string;
  portVar: string;
  port: number;
  remoteUrlVar?: string;
}

const appsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..', 'apps.json');

/** Every app, in start order: the API, the remotes, the shell. */
export const APPS: readonly ListedApp[] = (JSON.parse(fs.readFileSync(appsFile, 'utf8')) as { apps: ListedApp[] }).apps;
/** The remotes the shell loads. */
export const REMOTES = APPS.filter((app) => app.kind === 'remote');
