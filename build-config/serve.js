#!/usr/bin/env node
'use strict';

/**
 * Serves a built front end (`dist/`) the way production does:
 * gzip, SPA fallback to index.html, `/app-config.json` generated from the environment,
 * federation entry files never cached, content-hashed chunks cached forever.
 *
 *   reeltime-serve --dir dist --port 3001
 */
const path = require('node:path');
const fs = require('node:fs');
const { parseArgs } = require('node:util');
const Fastify = require('fastify');
const { appConfigFromEnv } = require('./app-config');

const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function cacheControlFor(filePath) {
  return HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function serve({ dir, port, host = process.env.HOST || '0.0.0.0', name = path.basename(path.dirname(dir)) }) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`Nothing to serve: ${root}/index.html does not exist. Build the app first.`);
  }
  const app = Fastify({ logger: false });
  await app.register(require('@fastify/compress'), { global: true, threshold: 1024 });

  // Remotes are fetched cross-origin by the shell (manifest via fetch, chunks via script tags).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });

  app.get('/app-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return appConfigFromEnv();
  });

  await app.register(require('@fastify/static'), {
    root,
    cacheControl: false,
    preCompressed: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ error: 'Not Found', message: `No file at ${request.url}` });
  });

  await app.listen({ port, host });
  console.log(`${name} serving ${root} on http://localhost:${app.server.address().port}`);
  return app;
}

if (require.main === module) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' }, name: { type: 'string' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 0);
  serve({ dir: values.dir, port, name: values.name }).then(
    (app) => {
      const stop = () => app.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

module.exports = { serve, cacheControlFor };
