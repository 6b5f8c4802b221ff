import { act, renderHook } from '@testing-library/react';
import { useResendCountdown } from '../useResendCountdown';

describe('useResendCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 30 seconds down to zero, one second at a time', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(30);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(29);
    for (let i = 0; i < 29; i++) act(() => jest.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('cancel stops the countdown', () => {
    const { result } = renderHook(() => useResendCountdown());
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(3000));
    act(() => result.current.cancel());
    expect(result.current.secondsLeft).toBe(0);
  });
});
