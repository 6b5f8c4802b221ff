import { type AppContext, onePerApp } from '../../app-context.js';
import { CATALOGUE_CHANGES } from '../caches/catalogue-changes.js';

/** How long a process trusts its list of on-sale shows when it hears of no change. */
const LIFETIME_MS = 2_000;

export interface OnSaleShows {
  /** Whether the show is sold through a waiting room (read from the database at most every 2 s per process). */
  has(showId: number): Promise<boolean>;
  /** Forgets the list: this process reads it again on the next question. */
  invalidate(): void;
}

/**
 * This process's list of the shows sold through a waiting room, so that holds and payments of every other show
 * cost no database read. A back-office change announces itself to every process (the catalogue's change
 * notification), which drops the list at once; without the LISTEN connection the list lives 2 s.
 */
export const onSaleShowsFor: (ctx: AppContext) => OnSaleShows = onePerApp(createOnSaleShows);

function createOnSaleShows(ctx: AppContext): OnSaleShows {
  let loaded: { at: number; shows: Promise<Set<number>> } | null = null;
  const invalidate = () => {
    loaded = null;
  };
  ctx.changes.subscribe(CATALOGUE_CHANGES, { onNotification: invalidate, onGap: invalidate });

  const load = async (): Promise<Set<number>> => {
    // A show that has started takes no holds: its queue has ended, and its flag need not be carried.
    const rows = await ctx.db
      .selectFrom('show_on_sales')
      .innerJoin('shows', 'shows.id', 'show_on_sales.show_id')
      .select('show_on_sales.show_id')
      .where('shows.starts_at', '>', ctx.now())
      .execute();
    return new Set(rows.map((row) => row.show_id));
  };

  return {
    async has(showId) {
      const now = Date.now();
      if (!loaded || now - loaded.at > LIFETIME_MS) {
        const shows = load();
        loaded = { at: now, shows };
        shows.catch(() => {
          if (loaded?.shows === shows) loaded = null;
        });
      }
      return (await loaded.shows).has(showId);
    },
    invalidate,
  };
}
