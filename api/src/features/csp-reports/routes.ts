import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeatureOptions } from '../../app-context.js';
import { clientAddress } from '../../http/client-address.js';
import { ErrorSchema, badRequest } from '../../http/errors.js';
import { cspViolations } from './violation.js';

/** What browsers send to a CSP's `report-uri` and `report-to` endpoints. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * `POST /api/csp-reports`: the front ends' Content-Security-Policy sends its violation reports here.
 * Each violation is logged at warn (directive, blocked URL and page, without query strings); the
 * browser gets 204. Bodies are small and counted per client address.
 */
export const cspReportRoutes: FastifyPluginAsyncTypebox<FeatureOptions> = async (app, { ctx }) => {
  const { bodyLimitBytes, addressLimit } = ctx.config.cspReports;
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: bodyLimitBytes }, (request, body, done) => {
    parseJson(request, String(body), (error, value) =>
      done(error ? badRequest('body must be a JSON CSP report') : null, value),
    );
  });

  app.post(
    '/api/csp-reports',
    {
      bodyLimit: bodyLimitBytes,
      schema: {
        tags: ['security'],
        summary: 'Receive Content-Security-Policy violation reports from browsers',
        description:
          'Accepts `application/csp-report` (`report-uri`) and `application/reports+json` (`report-to`) bodies ' +
          `of up to ${bodyLimitBytes} bytes and logs each violation at warn (directive, blocked URL, page; no query strings). ` +
          'Limited per client address.',
        response: {
          204: Type.Null({ description: 'Received' }),
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await ctx.limiter.consume(
        [{ key: `csp-report:address:${clientAddress(request)}`, rule: addressLimit }],
        'Too many reports from this address. Please try again later.',
      );
      const violations = cspViolations(request.body);
      if (violations === null) throw badRequest('body must be a CSP report (csp-report) or a list of reports');
      for (const violation of violations)
        request.log.warn({ cspViolation: violation }, 'Content-Security-Policy violation');
      return reply.code(204).send(null);
    },
  );
};
