import { instantOf, wallTimeWording } from './call-times';

const ny = 'America/New_York';

describe('call times in the agency zone', () => {
  it('turns a wall time into the right instant on both sides of a daylight saving change', () => {
    // New York leaves daylight saving time on Sunday 1 November 2026 and enters it on Sunday 8 March 2026.
    expect(instantOf('2026-10-30', '10:00', ny).toISOString()).toBe('2026-10-30T14:00:00.000Z');
    expect(instantOf('2026-11-02', '10:00', ny).toISOString()).toBe('2026-11-02T15:00:00.000Z');
    expect(instantOf('2026-03-06', '09:30', ny).toISOString()).toBe('2026-03-06T14:30:00.000Z');
    expect(instantOf('2026-03-09', '09:30', ny).toISOString()).toBe('2026-03-09T13:30:00.000Z');
    expect(instantOf('2026-11-02', '10:00', 'Europe/Berlin').toISOString()).toBe('2026-11-02T09:00:00.000Z');
  });

  it('words a time as the client reads it, with the zone of that date', () => {
    expect(wallTimeWording(new Date('2026-11-02T15:00:00Z'), ny)).toBe('Monday, November 2, 2026 at 10:00 AM EST');
    expect(wallTimeWording(new Date('2026-10-30T14:00:00Z'), ny)).toBe('Friday, October 30, 2026 at 10:00 AM EDT');
  });
});
