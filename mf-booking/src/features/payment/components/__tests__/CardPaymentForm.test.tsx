import { screen } from '@testing-library/react';
import { renderWithProviders } from '@reeltime/shared-lib/testing';
import { CardPaymentForm } from '../CardPaymentForm';

/** Ten minutes left, standing still. */
const CLOCK = { secondsLeft: () => 600, subscribe: () => () => undefined };

function renderForm() {
  return renderWithProviders(
    <CardPaymentForm total={433.04} processing={false} error={null} onPay={jest.fn()} clock={CLOCK} />,
  );
}

describe('CardPaymentForm expiry field', () => {
  it('inserts the slash after the month while typing', async () => {
    const { user } = renderForm();
    const expiry = screen.getByLabelText('Expiry (MM/YY)');

    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, '30');
    expect(expiry).toHaveValue('12/30');
  });

  it('lets Backspace delete the digits, the slash and the month one key at a time', async () => {
    const { user } = renderForm();
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    await user.type(expiry, '1230');

    const afterEachBackspace: string[] = [];
    for (let press = 0; press < 5; press += 1) {
      await user.type(expiry, '{Backspace}');
      afterEachBackspace.push((expiry as HTMLInputElement).value);
    }

    expect(afterEachBackspace).toEqual(['12/3', '12/', '12', '1', '']);
  });

  it('takes the slash away with one Backspace right after "12/" and lets a new month be typed', async () => {
    const { user } = renderForm();
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12/');

    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '{Backspace}{Backspace}05');
    expect(expiry).toHaveValue('05/');
  });
});
