import { Subject, filter, type Observable } from 'rxjs';
import type { AppEvent, AppEventOf, AppEventType } from './appEvents';

const events$ = new Subject<AppEvent>();

/** The one channel between the shell and the remotes. */
export const eventBus = {
  emit(event: AppEvent): void {
    events$.next(event);
  },
  on<T extends AppEventType>(type: T): Observable<AppEventOf<T>> {
    return events$.pipe(filter((event): event is AppEventOf<T> => event.type === type));
  },
  all(): Observable<AppEvent> {
    return events$.asObservable();
  },
};
