import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process wants new requests; see Readiness. */
    readiness: Readiness;
  }
}

/**
 * A process that is shutting down first stops being ready (GET /health/ready and GET /health answer 503, so
 * load balancers and Kubernetes stop routing to it) while it keeps serving every request that still reaches it.
 */
export class Readiness {
  private drainingSince: number | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** From now on: not ready, and every response closes its connection, so the client's next request is routed anew. */
  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}

/** Decorates the app with its Readiness; while draining, each response carries `Connection: close`. */
export function installReadiness(app: FastifyInstance): void {
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
}
