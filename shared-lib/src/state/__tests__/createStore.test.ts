import { createStore } from '../createStore';

interface Counter {
  count: number;
  label: string;
}

describe('createStore', () => {
  it('starts with the initial state', () => {
    const store = createStore<Counter>({ count: 0, label: 'start' });
    expect(store.get()).toEqual({ count: 0, label: 'start' });
  });

  it('merges a partial update and keeps the other fields', () => {
    const store = createStore<Counter>({ count: 0, label: 'start' });
    store.set({ count: 5 });
    expect(store.get()).toEqual({ count: 5, label: 'start' });
  });

  it('accepts an updater function that receives the current state', () => {
    const store = createStore<Counter>({ count: 1, label: 'start' });
    store.set((state) => ({ count: state.count + 1 }));
    store.set((state) => ({ count: state.count * 10 }));
    expect(store.get()).toEqual({ count: 20, label: 'start' });
  });

  it('replaces the state object on every update (so React sees a change)', () => {
    const store = createStore<Counter>({ count: 0, label: 'start' });
    const before = store.get();
    store.set({ count: 1 });
    expect(store.get()).not.toBe(before);
    expect(before).toEqual({ count: 0, label: 'start' });
  });

  it('notifies listeners on each change, not on subscribe, and stops after unsubscribe', () => {
    const store = createStore<Counter>({ count: 0, label: 'start' });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();

    store.set({ count: 1 });
    store.set({ label: 'next' });
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.set({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('state$ emits the current state and then every new one', () => {
    const store = createStore<Counter>({ count: 0, label: 'start' });
    const counts: number[] = [];
    const subscription = store.state$.subscribe((state) => counts.push(state.count));
    store.set({ count: 1 });
    store.set({ count: 2 });
    subscription.unsubscribe();
    store.set({ count: 3 });

    expect(counts).toEqual([0, 1, 2]);
  });
});
