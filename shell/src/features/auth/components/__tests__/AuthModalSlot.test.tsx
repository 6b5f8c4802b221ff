import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthModalSlot } from '../AuthModalSlot';

const mockModalFetched = jest.fn();
jest.mock('../AuthModal', () => {
  mockModalFetched();
  return { __esModule: true, default: () => null };
});

describe('the sign-in dialog', () => {
  it('is fetched once a control that opens it is pointed at or focused, not at page load or for other controls', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AuthModalSlot />
        <button type="button">Movies</button>
        <button type="button" data-opens="auth">
          <span>Login/Signup</span>
        </button>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Movies' }));
    await user.tab();
    expect(mockModalFetched).not.toHaveBeenCalled();

    await user.hover(screen.getByText('Login/Signup'));
    await screen.findByRole('button', { name: 'Login/Signup' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockModalFetched).toHaveBeenCalledTimes(1);

    await user.tab();
    await user.hover(screen.getByRole('button', { name: 'Login/Signup' }));
    expect(mockModalFetched).toHaveBeenCalledTimes(1);
  });
});
