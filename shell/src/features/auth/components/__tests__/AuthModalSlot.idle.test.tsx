import { act, render } from '@testing-library/react';
import { clearSession, setToken } from '@reeltime/shared-lib';
import { AuthModalSlot } from '../AuthModalSlot';

const mockModalFetched = jest.fn();
jest.mock('../AuthModal', () => {
  mockModalFetched();
  return { __esModule: true, default: () => null };
});

/** The browser's idle moments, run when the test says the browser is idle. */
function idleBrowser() {
  const waiting: IdleRequestCallback[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => waiting.push(callback));
  window.cancelIdleCallback = jest.fn();
  return {
    waiting: () => waiting.length,
    runIdle: async () => {
      for (const callback of waiting.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
  };
}

describe('the sign-in dialog for a visitor who has not touched Login/Signup', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('is not fetched for a signed-in customer; a signed-out visitor fetches it once they use the loaded page and it is idle', async () => {
    const browser = idleBrowser();
    act(() => setToken('token-123'));
    const signedIn = render(<AuthModalSlot />);
    expect(browser.waiting()).toBe(0);
    signedIn.unmount();

    act(() => clearSession());
    render(<AuthModalSlot />);
    expect(browser.waiting()).toBe(0);
    act(() => {
      document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    });
    expect(mockModalFetched).not.toHaveBeenCalled();
    expect(browser.waiting()).toBe(1);

    await browser.runIdle();
    expect(mockModalFetched).toHaveBeenCalledTimes(1);
  });
});
