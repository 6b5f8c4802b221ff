import type { AppEvent } from '../appEvents';
import { eventBus } from '../eventBus';

describe('eventBus', () => {
  it('delivers only events of the requested type, typed', () => {
    const toasts: string[] = [];
    const subscription = eventBus
      .on('toast:show')
      .subscribe((event) => toasts.push(`${event.variant}:${event.message}`));

    eventBus.emit({ type: 'auth:logged-in' });
    eventBus.emit({ type: 'toast:show', variant: 'success', message: 'Saved' });
    eventBus.emit({ type: 'search:open' });
    eventBus.emit({ type: 'toast:show', variant: 'error', message: 'Broke' });
    subscription.unsubscribe();

    expect(toasts).toEqual(['success:Saved', 'error:Broke']);
  });

  it('all() sees every event in order', () => {
    const seen: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => seen.push(event));

    eventBus.emit({ type: 'search:open' });
    eventBus.emit({ type: 'auth:logged-in' });
    subscription.unsubscribe();

    expect(seen).toEqual([{ type: 'search:open' }, { type: 'auth:logged-in' }]);
  });
});
