import { formatCompactCount, formatIndian } from '../numbers';

/** A spread of values: whole numbers across every group size, halves, binary edge cases, tiny and huge numbers. */
function sample(): number[] {
  const values = [0, -0, 0.5, 1.005, 1.045, 2.675, 99.995, 0.125, 1e-7, 5e-7, 1e21, 1.5e22, 123456789012.345];
  for (let power = 0; power <= 15; power += 1) {
    const base = 10 ** power;
    values.push(base, base - 1, base * 1.25, base * 9.99, base * 9.995, base * 0.9995, base * 1.05, base * 1.049);
  }
  let seed = 7;
  for (let index = 0; index < 2000; index += 1) {
    seed = (seed * 16807) % 2147483647;
    values.push((seed / 2147483647) * 10 ** (index % 12), Math.round(seed / 1000) / 100);
  }
  return [...values, ...values.map((value) => -value)];
}

describe('Indian number formats', () => {
  const values = sample();

  it.each([0, 1, 2])('writes %p decimals with Indian groups exactly as Intl en-IN does', (decimals) => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    expect(values.map((value) => formatIndian(value, decimals))).toEqual(values.map((value) => intl.format(value)));
  });

  it('puts a currency sign after the minus, as Intl en-IN does for rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    expect(values.map((value) => formatIndian(value, 2, '₹'))).toEqual(values.map((value) => intl.format(value)));
  });

  it('writes compact counts (whole, from 0 to a thousand trillion) exactly as Intl en compact does', () => {
    const intl = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    const counts = [...values.map(Math.round), 999_950, 999_949, 999_999_999, 9_950, 99_950, 999_950_000_000].filter(
      (count) => Object.is(count, 0) || (count > 0 && count < 1e15),
    );
    expect(counts.map(formatCompactCount)).toEqual(counts.map((count) => intl.format(count)));
  });
});
