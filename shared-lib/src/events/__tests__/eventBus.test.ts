import type { AppEvent } from '../appEvents';
import { eventBus } from '../eventBus';

describe('eventBus', () => {
  it('delivers only events of the requested type, typed', () => {
    const toasts: string[] = [];
    const subscription = eventBus.on('toast:show').subscribe((event) => toasts.push(`${event.variant}:${event.message}`));

    eventBus.emit({ type: 'auth:logged-in' });
    eventBus.emit({ type: 'toast:show', variant: 'success', message: 'Saved' });
    eventBus.emit({ type: 'favorites:changed', movieIds: [1] });
    eventBus.emit({ type: 'toast:show', variant: 'error', message: 'Broke' });
    subscription.unsubscribe();

    expect(toasts).toEqual(['success:Saved', 'error:Broke']);
  });

  it('all() sees every event in order', () => {
    const seen: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => seen.push(event));

    eventBus.emit({ type: 'search:open' });
    eventBus.emit({ type: 'booking:confirmed', bookingId: 'BK-1' });
    subscription.unsubscribe();

    expect(seen).toEqual([{ type: 'search:open' }, { type: 'booking:confirmed', bookingId: 'BK-1' }]);
  });

  it('does not replay past events to late subscribers', () => {
    eventBus.emit({ type: 'search:close' });
    const handler = jest.fn();
    const subscription = eventBus.on('search:close').subscribe(handler);
    subscription.unsubscribe();

    expect(handler).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const subscription = eventBus.on('profile:updated').subscribe(handler);
    eventBus.emit({ type: 'profile:updated', userName: 'Asha' });
    subscription.unsubscribe();
    eventBus.emit({ type: 'profile:updated', userName: 'Ravi' });

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ type: 'profile:updated', userName: 'Asha' });
  });

  it('delivers one event to every subscriber', () => {
    const first = jest.fn();
    const second = jest.fn();
    const a = eventBus.on('auth:logged-out').subscribe(first);
    const b = eventBus.on('auth:logged-out').subscribe(second);
    eventBus.emit({ type: 'auth:logged-out' });
    a.unsubscribe();
    b.unsubscribe();

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
