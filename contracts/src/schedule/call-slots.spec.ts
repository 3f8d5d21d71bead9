import { callDates, callTimeSlots, localIsoDate, CallDurations, DEFAULT_CALL_DURATION } from './call-slots';

describe('call time slots', () => {
  it('run every 30 minutes from 09:00 to 17:00 inclusive', () => {
    const slots = callTimeSlots();
    expect(slots).toHaveLength(17);
    expect(slots.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(slots.slice(-2)).toEqual(['16:30', '17:00']);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('offer 15/30/45/60-minute calls, 30 by default', () => {
    expect(CallDurations).toEqual([15, 30, 45, 60]);
    expect(DEFAULT_CALL_DURATION).toBe(30);
  });
});

describe('call dates', () => {
  it('are the weekdays among the next 14 days, starting tomorrow', () => {
    // 2026-11-22 is a Sunday.
    expect(callDates('2026-11-22')).toEqual([
      '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27',
      '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04',
    ]);
  });

  it('skip the weekend that follows a Friday and cross month and year ends', () => {
    // 2026-12-25 is a Friday; the window ends 2027-01-08.
    const dates = callDates('2026-12-25');
    expect(dates[0]).toBe('2026-12-28');
    expect(dates).not.toContain('2026-12-26');
    expect(dates).not.toContain('2027-01-02');
    expect(dates.at(-1)).toBe('2027-01-08');
    expect(dates).toHaveLength(10);
  });

  it('handle a leap day', () => {
    expect(callDates('2028-02-28')).toContain('2028-02-29');
  });

  it('refuse anything that is not a calendar date', () => {
    expect(() => callDates('22/11/2026')).toThrow(RangeError);
  });

  it('take "today" from the local calendar', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
