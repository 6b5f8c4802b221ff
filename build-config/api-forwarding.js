'use strict';

/**
 * The API under the site's own origin: with `API_PATH` set (e.g. `/_api`), the front-end server forwards
 * every request below that path to the API (`/_api/movies/1` → `<API>/movies/1`), so the browser's calls are
 * same-origin and none needs a CORS preflight (one round trip each, half a second on a slow phone network).
 * The runtime config then points the front ends at `<site>/_api` (app-config.js) and the page's CSP
 * `connect-src` follows it. Unset, the front ends call the API on its own origin, as a remote served alone does.
 *
 * Forwarded as is, streamed both ways: request bodies (uploads included) are not parsed here, answers are not
 * compressed again (the API compresses what gains), and server-sent events pass through unbuffered. The
 * client's address goes along in `X-Forwarded-For` (the API reads it when its TRUST_PROXY trusts this server).
 */

const { apiPathPrefix, apiUpstreamUrl } = require('./app-config');

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** `X-Forwarded-For` with the peer this server sees appended, as every proxy in a chain does. */
function forwardedFor(request) {
  const earlier = request.headers['x-forwarded-for'];
  const peer = request.socket.remoteAddress;
  return earlier ? `${earlier}, ${peer}` : peer;
}

/**
 * Registers the forwarding on `app` when `API_PATH` is set; does nothing otherwise. Throws at start-up when the
 * path is not a plain path or is one of the site's pages.
 */
async function forwardApi(app, env = process.env) {
  const prefix = apiPathPrefix(env);
  if (!prefix) return;
  const upstream = apiUpstreamUrl(env);
  await app.register(async (scope) => {
    // Bodies go through as the client sent them, whatever their type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(require('@fastify/reply-from'), {
      base: upstream,
      // An event stream stays open for the whole visit: no body timeout (the API sends a heartbeat).
      undici: { bodyTimeout: 0 },
    });
    const handler = (request, reply) => {
      const target = request.url.slice(prefix.length) || '/';
      return reply.from(target.startsWith('/') ? target : `/${target}`, {
        rewriteRequestHeaders: (original, headers) => ({
          ...headers,
          'x-forwarded-for': forwardedFor(original),
          'x-forwarded-host': original.headers.host ?? '',
          'x-forwarded-proto': original.protocol,
        }),
      });
    };
    // `compress: false`: the API's answers are sent as they come, event streams included.
    for (const url of [prefix, `${prefix}/*`]) scope.route({ method: METHODS, url, compress: false, handler });
  });
}

module.exports = { forwardApi };
