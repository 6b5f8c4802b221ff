import * as sharedLib from '../../index';
import { loadV1Operators } from '../v1';

describe('what a remote built against shared-lib 1.0 imports', () => {
  it('finds the search stream operators on the main entry once the page has loaded them', async () => {
    await loadV1Operators();
    const { Observable, concat, of, switchMap, timer, Subject } = sharedLib;
    // The 1.0 catalog's search: each query waits, then emits; a new query switches to its own stream.
    const queries = new Subject<string>();
    const seen: string[] = [];
    const done = new Promise<void>((resolve) => {
      queries
        .pipe(switchMap!((query: string) => concat!(of!(`searching ${query}`), timer!(0).pipe(switchMap!(() => new Observable<string>((subscriber) => subscriber.next(`found ${query}`)))))))
        .subscribe((value) => {
          seen.push(value);
          if (value === 'found monsoon') resolve();
        });
    });
    queries.next('mon');
    queries.next('monsoon');
    await done;
    expect(seen).toEqual(['searching mon', 'searching monsoon', 'found monsoon']);
  });
});
