import fc from 'fast-check';
import { dayInWords } from './calendar-words';

describe('dayInWords', () => {
  const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

  it('writes any calendar day as en-US Intl does', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(dayInWords(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
      }),
      { numRuns: 3000 },
    );
  });

  it('writes 2026-12-01 as Tuesday, December 1', () => {
    expect(dayInWords('2026-12-01')).toBe('Tuesday, December 1');
  });
});
