import type { AppContext } from '../../../app-context.js';
import { cinemaScope, type BackOfficeUser } from '../access.js';
import type { ReportOptions } from './schemas.js';

/** What a report can be narrowed to: the account's cinemas and the chain's movies. */
export async function reportOptions(ctx: AppContext, user: BackOfficeUser): Promise<ReportOptions> {
  const scope = cinemaScope(user);
  const [cinemas, movies] = await Promise.all([
    scope && scope.length === 0
      ? []
      : ctx.db
          .selectFrom('theaters')
          .select(['id', 'name'])
          .$if(scope !== undefined, (qb) => qb.where('id', 'in', scope!))
          .orderBy('name')
          .execute(),
    ctx.db.selectFrom('movies').select(['id', 'title']).orderBy('title').execute(),
  ]);
  return { cinemas, movies };
}
