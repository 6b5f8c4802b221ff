import type { AppEventOf } from '../../events/appEvents';
import { eventBus } from '../../events/eventBus';
import { toast } from '../toast';

describe('toast', () => {
  let published: AppEventOf<'toast:show'>[];
  let stop: () => void;

  beforeEach(() => {
    published = [];
    const subscription = eventBus.on('toast:show').subscribe((event) => published.push(event));
    stop = () => subscription.unsubscribe();
  });
  afterEach(() => stop());

  it.each(['success', 'error', 'info', 'warning'] as const)(
    '%s publishes a toast:show event with that variant',
    (variant) => {
      toast[variant]('Something happened');
      expect(published).toEqual([{ type: 'toast:show', variant, message: 'Something happened' }]);
    },
  );

  it('publishes one event per call, in order', () => {
    toast.success('Login Successful!');
    toast.error('Failed to fetch username');
    expect(published.map((event) => event.message)).toEqual(['Login Successful!', 'Failed to fetch username']);
  });
});
