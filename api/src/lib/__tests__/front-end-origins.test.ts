import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadConfig } from '../../config.js';
import { defaultFrontEndOrigins } from '../front-end-origins.js';

const { apps } = JSON.parse(fs.readFileSync(new URL('../../../../apps.json', import.meta.url), 'utf8')) as {
  apps: { name: string; kind: string; port: number }[];
};

test('without CORS_ORIGINS the API accepts calls from every front end of apps.json on this machine, and only those', () => {
  const origins = loadConfig({}).corsOrigins;
  const frontEnds = apps.filter((app) => app.kind !== 'api');
  assert.ok(
    frontEnds.some((app) => app.name === 'admin'),
    'the back office is a front end of the list',
  );
  for (const app of frontEnds) {
    assert.ok(origins.includes(`http://localhost:${app.port}`), `${app.name} on localhost`);
    assert.ok(origins.includes(`http://127.0.0.1:${app.port}`), `${app.name} on 127.0.0.1`);
  }
  assert.equal(origins.length, frontEnds.length * 2, 'no origin beyond the front ends');
  assert.deepEqual(
    loadConfig({ CORS_ORIGINS: 'https://reeltime.example, https://admin.reeltime.example' }).corsOrigins,
    ['https://reeltime.example', 'https://admin.reeltime.example'],
  );
});

test('a start without CORS_ORIGINS and without the list of apps stops with a message naming CORS_ORIGINS', () => {
  assert.throws(() => defaultFrontEndOrigins('/nonexistent/apps.json'), /CORS_ORIGINS is not set.*set CORS_ORIGINS/);
});
