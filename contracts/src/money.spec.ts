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
