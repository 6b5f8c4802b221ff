import { act, render, renderHook, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { createStore } from '../createStore';
import { useStore } from '../useStore';

interface Basket {
  items: string[];
  owner: string;
}

describe('useStore', () => {
  it('returns the whole state and re-renders on change', () => {
    const store = createStore<Basket>({ items: [], owner: 'Asha' });
    const { result } = renderHook(() => useStore(store));
    expect(result.current).toEqual({ items: [], owner: 'Asha' });

    act(() => store.set({ items: ['popcorn'] }));
    expect(result.current).toEqual({ items: ['popcorn'], owner: 'Asha' });
  });

  it('returns a selected slice', () => {
    const store = createStore<Basket>({ items: ['cola'], owner: 'Asha' });
    function ItemCount() {
      const count = useStore(store, (state) => state.items.length);
      return <p>{count} items</p>;
    }
    render(<ItemCount />);
    expect(screen.getByText('1 items')).toBeInTheDocument();

    act(() => store.set(({ items }) => ({ items: [...items, 'nachos'] })));
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it('does not re-render a component when its selected slice is unchanged', () => {
    const store = createStore<Basket>({ items: [], owner: 'Asha' });
    let renders = 0;
    function Owner() {
      renders += 1;
      return <p>{useStore(store, (state) => state.owner)}</p>;
    }
    render(<Owner />);
    const initialRenders = renders;

    act(() => store.set({ items: ['popcorn'] }));
    expect(renders).toBe(initialRenders);

    act(() => store.set({ owner: 'Ravi' }));
    expect(screen.getByText('Ravi')).toBeInTheDocument();
    expect(renders).toBe(initialRenders + 1);
  });

  it('stops listening after unmount: a page left behind holds no subscription to a store that outlives it', () => {
    const store = createStore<Basket>({ items: [], owner: 'Asha' });
    let listening = 0;
    const counted = {
      ...store,
      subscribe(listener: () => void) {
        listening += 1;
        const unsubscribe = store.subscribe(listener);
        return () => {
          listening -= 1;
          unsubscribe();
        };
      },
    };
    const { unmount } = renderHook(() => useStore(counted));
    expect(listening).toBe(1);
    unmount();
    expect(listening).toBe(0);
  });
});
