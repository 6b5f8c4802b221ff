import { formatTime12h } from '../time';

describe('formatTime12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['9:05', '9:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:45', '12:45 PM'],
    ['13:05', '1:05 PM'],
    ['18:30:00', '6:30 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (input, expected) => {
    expect(formatTime12h(input)).toBe(expected);
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatTime12h('evening')).toBe('evening');
    expect(formatTime12h('')).toBe('');
  });
});
