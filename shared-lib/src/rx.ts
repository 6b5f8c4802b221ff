/**
 * The RxJS the apps use, bundled once here with the event bus and stores instead of sharing the
 * whole of rxjs. Add an export when an app needs one more (each operator is paid for on `/`).
 */
export { Subject, BehaviorSubject, filter, skip } from 'rxjs';
