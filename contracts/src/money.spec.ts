import fc from 'fast-check';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it.each([
    [50000, '$500.00', '$500'],
    [100000, '$1,000.00', '$1,000'],
    [9700, '$97.00', '$97'],
    [2475, '$24.75', '$25'],
    [0, '$0.00', '$0'],
  ])('%i cents reads %s, or %s in whole dollars', (cents, exact, whole) => {
    expect(formatUsd(cents)).toBe(exact);
    expect(formatUsd(cents, { whole: true })).toBe(whole);
  });
});

describe('formatUsd against Intl', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const intlWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

  it('writes any amount of cents as Intl writes it, negative and whole-dollar rounding included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatUsd(cents)).toBe(intl.format(cents / 100));
        expect(formatUsd(cents, { whole: true })).toBe(intlWhole.format(cents / 100));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([50, 150, 250, -50, -150, 99_950])('rounds %i cents to whole dollars as Intl does', (cents) => {
    expect(formatUsd(cents, { whole: true })).toBe(intlWhole.format(cents / 100));
  });
});
