/**
 * The RxJS operators the apps use, bundled once here with the event bus and stores instead of
 * sharing the whole of rxjs. Add an export when an app needs one more.
 */
export { Observable, Subject, BehaviorSubject, concat, of, switchMap, timer, filter, skip } from 'rxjs';
