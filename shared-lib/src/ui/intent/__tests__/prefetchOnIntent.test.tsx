import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prefetchOnIntent } from '../prefetchOnIntent';

describe('prefetchOnIntent', () => {
  it('starts the load when the pointer comes over the control, when it is focused and when it is touched, not before', async () => {
    const load = jest.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(
      <button type="button" {...prefetchOnIntent(load)}>
        Share
      </button>,
    );
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'Share' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.touchStart(screen.getByRole('button', { name: 'Share' }));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("leaves a failed load to the control's own loading when it is used", async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    render(
      <button type="button" {...prefetchOnIntent(load)}>
        Login
      </button>,
    );
    await user.hover(screen.getByRole('button', { name: 'Login' }));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
