import { formatRupees, roundToPaise } from '../money';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [250, '₹250'],
    [1250, '₹1,250'],
    [125000, '₹1,25,000'],
    [12345678, '₹1,23,45,678'],
  ])('formats whole rupees without paise: %p → %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it.each([
    [1250.5, '₹1,250.50'],
    [99.99, '₹99.99'],
    [0.5, '₹0.50'],
    [123456.78, '₹1,23,456.78'],
    [1234.567, '₹1,234.57'],
  ])('shows paise with two digits: %p → %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

describe('roundToPaise', () => {
  it.each([
    [1.005, 1.01],
    [10.004, 10],
    [107.1, 107.1],
    [0.1 + 0.2, 0.3],
    [53.5 * 0.07 * 1.18, 4.42],
  ])('%p → %p', (amount, expected) => {
    expect(roundToPaise(amount)).toBe(expected);
  });
});
