import { BehaviorSubject, skip, type Observable } from 'rxjs';

export interface Store<S> {
  readonly state$: Observable<S>;
  get(): S;
  set(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
}

/** A small RxJS-backed state container, readable from React with `useStore`. */
export function createStore<S extends object>(initial: S): Store<S> {
  const subject = new BehaviorSubject<S>(initial);
  return {
    state$: subject.asObservable(),
    get: () => subject.getValue(),
    set(update) {
      const current = subject.getValue();
      const patch = typeof update === 'function' ? update(current) : update;
      subject.next({ ...current, ...patch });
    },
    subscribe(listener) {
      // A listener hears changes only; the BehaviorSubject would otherwise replay the current state at once.
      const subscription = subject.pipe(skip(1)).subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
  };
}
