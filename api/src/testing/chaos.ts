import pg from 'pg';

/** Terminates every PostgreSQL backend whose application_name is `applicationName`; returns how many. */
export async function terminateBackends(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()) AS t',
      [applicationName],
    );
    return rows[0].n;
  } finally {
    await admin.end();
  }
}

/** Tally of statuses, e.g. { 200: 31, 503: 4 }. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
