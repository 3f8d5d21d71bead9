import fc from 'fast-check';
import { dayInWords, timeInWords } from './calendar-words';

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

describe('timeInWords', () => {
  const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

  it('writes every minute of the day as en-US Intl does', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(timeInWords(time)).toBe(intl.format(new Date(`2000-01-01T${time}:00Z`)).replace(/\u202f/g, ' '));
    }
  });
});
