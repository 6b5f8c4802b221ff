import { useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import '@testing-library/jest-dom';
import { eventBus } from '../eventBus';
import { useAppEvent } from '../useAppEvent';

function LastToast() {
  const [message, setMessage] = useState('none');
  useAppEvent('toast:show', (event) => setMessage(event.message));
  return <p>last toast: {message}</p>;
}

describe('useAppEvent', () => {
  it('runs the handler for events of its type while mounted', () => {
    render(<LastToast />);
    expect(screen.getByText('last toast: none')).toBeInTheDocument();

    act(() => eventBus.emit({ type: 'auth:logged-in' }));
    expect(screen.getByText('last toast: none')).toBeInTheDocument();

    act(() => eventBus.emit({ type: 'toast:show', variant: 'info', message: 'Hello' }));
    expect(screen.getByText('last toast: Hello')).toBeInTheDocument();
  });

  it('unsubscribes on unmount', () => {
    const handler = jest.fn();
    const { unmount } = renderHook(() => useAppEvent('search:open', handler));
    act(() => eventBus.emit({ type: 'search:open' }));
    unmount();
    act(() => eventBus.emit({ type: 'search:open' }));

    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('always calls the latest handler without resubscribing', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ handler }) => useAppEvent('auth:logged-out', handler), {
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    act(() => eventBus.emit({ type: 'auth:logged-out' }));

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('follows a change of event type', () => {
    const handler = jest.fn();
    const { rerender } = renderHook(({ type }) => useAppEvent(type, handler), {
      initialProps: { type: 'search:open' as 'search:open' | 'search:close' },
    });
    rerender({ type: 'search:close' });
    act(() => eventBus.emit({ type: 'search:open' }));
    act(() => eventBus.emit({ type: 'search:close' }));

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ type: 'search:close' });
  });
});
