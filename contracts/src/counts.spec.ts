import fc from 'fast-check';
import { formatCount } from './counts';

describe('formatCount', () => {
  it('groups any whole number as en-US Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (whole) => {
        expect(formatCount(whole)).toBe(whole.toLocaleString('en-US'));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([[0, '0'], [999, '999'], [4000, '4,000'], [-1234567, '-1,234,567']])('writes %i as %s', (whole, written) => {
    expect(formatCount(whole)).toBe(written);
  });
});
