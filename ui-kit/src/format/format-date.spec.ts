import fc from 'fast-check';
import { dayOf, formatDate, formatDay, type DateStyle } from './format-date';

const instant = '2026-12-01T20:04:05Z'; // 3:04:05 PM in New York
const newYork = 'America/New_York';

describe('a date on a screen', () => {
  it.each([
    ['dateTime', 'Dec 1, 2026, 3:04 PM'],
    ['longDateTime', 'December 1, 2026 at 3:04 PM'],
    ['date', 'Dec 1, 2026'],
    ['longDate', 'December 1, 2026'],
    ['numericDate', '12/1/2026'],
    ['numericDateTime', '12/1/2026, 3:04:05 PM'],
    ['monthDay', 'Dec 1'],
    ['monthDayTime', 'Dec 1, 3:04 PM'],
    ['weekdayDay', 'Tue, Dec 1'],
    ['time', '3:04 PM'],
    ['dateTimeWithZone', 'Dec 1, 2026, 3:04 PM EST'],
    ['weekdayDateTimeWithZone', 'Tue, Dec 1, 2026, 3:04 PM EST'],
    ['longWeekdayTimeWithZone', 'Tuesday, December 1 at 3:04 PM EST'],
  ] as const)('in the %s style reads "%s"', (style, words) => {
    expect(formatDate(instant, style, newYork).replace(/\u202f/g, ' ')).toBe(words);
  });

  it('takes ISO text, epoch milliseconds and a Date alike', () => {
    const millis = Date.parse(instant);
    expect(formatDate(millis, 'dateTime', newYork)).toBe(formatDate(instant, 'dateTime', newYork));
    expect(formatDate(new Date(millis), 'dateTime', newYork)).toBe(formatDate(instant, 'dateTime', newYork));
  });

  it('writes a calendar day as itself, and finds the day an instant falls on in a zone', () => {
    expect(formatDay('2026-12-01', 'monthDay')).toBe('Dec 1');
    expect(formatDay('2026-01-01', 'date')).toBe('Jan 1, 2026');
    expect(dayOf('2026-12-02T03:00:00Z', newYork)).toBe('2026-12-01');
    expect(dayOf('2026-12-02T03:00:00Z', 'Europe/Paris')).toBe('2026-12-02');
  });

  it('makes each formatter once, at its first use', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      formatDate(instant, 'date', 'Asia/Tokyo');
      formatDate('2027-03-04T05:06:07Z', 'date', 'Asia/Tokyo');
      expect(made).toHaveBeenCalledTimes(1);
      formatDate(instant, 'date', 'Europe/Paris');
      formatDate(instant, 'time', 'Asia/Tokyo');
      expect(made).toHaveBeenCalledTimes(3);
    } finally {
      made.mockRestore();
    }
  });
});

describe('a date written without Intl', () => {
  const styles: DateStyle[] = ['dateTime', 'longDateTime', 'date', 'longDate', 'numericDate', 'numericDateTime', 'monthDay', 'monthDayTime', 'weekdayDay', 'time'];
  const instants = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true });
  // The browser's zone by its name, which goes to Intl (the zone's rules are `Date`'s getters' either way).
  const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;

  it.each(styles)('writes the %s style as Intl does, in UTC and in the browser\'s zone, for any instant', (style) => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(formatDate(date, style, 'UTC')).toBe(formatDate(date, style, 'Etc/UTC'));
        expect(formatDate(date, style)).toBe(formatDate(date, style, browserZone));
      }),
    );
  });

  it('asks Intl for nothing in those zones, and leaves it what the hand does not write', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const style of styles) formatDate(instant, style);
      formatDay('2026-12-01', 'weekdayDay');
      expect(made).not.toHaveBeenCalled();
      expect(() => formatDate('not a date', 'date')).toThrow(RangeError);
      expect(formatDate('-000001-06-01T12:00:00Z', 'date', 'UTC')).toBe(formatDate('-000001-06-01T12:00:00Z', 'date', 'Etc/UTC'));
    } finally {
      made.mockRestore();
    }
  });
});
