/** The rx operators shared-lib 1.0 re-exported; fetched after the page has loaded (see `./v1.ts`). */
export { concat, of, switchMap, timer } from 'rxjs';
