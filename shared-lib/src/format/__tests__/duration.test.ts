import { formatDuration } from '../duration';

describe('formatDuration', () => {
  it.each([
    [142, '2h 22m'],
    [135, '2h 15m'],
    [120, '2h'],
    [60, '1h'],
    [45, '45m'],
    [1, '1m'],
    [59.6, '1h'],
    [119.7, '2h'],
  ])('%p minutes → %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it.each([0, -5, 0.2, null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'gives an empty string for %p',
    (minutes) => {
      expect(formatDuration(minutes)).toBe('');
    },
  );
});
