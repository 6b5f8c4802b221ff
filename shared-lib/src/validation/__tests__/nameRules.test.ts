import { NAME_ADDRESS_MESSAGE, NAME_ONE_LINE_MESSAGE, validatePersonName } from '../nameRules';

describe('validatePersonName', () => {
  it.each([
    ['  Anaïs O\u2019Brien-Núñez '],
    ['J. R. R. Tolkien'],
    ['श्\u200Dरीनिवास'],
    ['അവന്\u200D'],
    ['Priya \u{1F469}\u200D\u{1F4BB}'],
    ['李小龍'],
    [''],
  ])('accepts %p', (name) => {
    expect(validatePersonName(name)).toBeNull();
  });

  it.each([
    ['Ravi\n\nVerify your account at https://evil.example'],
    ['Ravi\tKumar'],
    ['Ravi\u0085Kumar'],
    ['Ravi \u202Egnp.exe'],
    ['Ravi \u2067Kumar\u2069'],
    ['Ra\u200Bvi'],
    ['\u200DRavi'],
    ['Ravi\u2028Kumar'],
  ])('refuses %p as not one line of printable text', (name) => {
    expect(validatePersonName(name)).toBe(NAME_ONE_LINE_MESSAGE);
  });

  it.each([
    ['Ravi https://evil.example'],
    ['support@reeltime.help'],
    ['www.refunds'],
    ['Refunds at reeltime-support.com'],
  ])('refuses the address %p', (name) => {
    expect(validatePersonName(name)).toBe(NAME_ADDRESS_MESSAGE);
  });

  it('refuses stacked accents and names of invisible characters only', () => {
    expect(validatePersonName(`Ravi${'\u0301'.repeat(12)}`)).toBe('*Name has too many accents on one letter');
    expect(validatePersonName('\u3164\u3164')).toBe('*Name must contain visible letters or digits');
  });
});
