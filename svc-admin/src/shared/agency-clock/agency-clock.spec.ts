import { agencyToday, todayIn } from './agency-clock';

const ny = 'America/New_York';

describe("the agency's today", () => {
  it("is the day in the agency's zone, not the server's", () => {
    const lateEvening = Date.parse('2026-11-25T03:30:00Z'); // 22:30 on the 24th in New York
    expect(todayIn(ny, lateEvening)).toBe('2026-11-24');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-25');
  });

  it("follows the clock: 8 pm on a Sunday in New York is still that Sunday, though UTC is on Monday", () => {
    const sundayEvening = Date.parse('2026-11-30T01:00:00Z');
    expect(agencyToday({ timeZone: ny, now: () => sundayEvening })).toBe('2026-11-29');
    expect(agencyToday({ timeZone: 'Europe/Berlin', now: () => sundayEvening })).toBe('2026-11-30');
    // Either side of the end of daylight saving time (1 November 2026): midnight moves from 04:00Z to 05:00Z.
    expect(agencyToday({ timeZone: ny, now: () => Date.parse('2026-10-31T03:59:00Z') })).toBe('2026-10-30');
    expect(agencyToday({ timeZone: ny, now: () => Date.parse('2026-11-02T04:30:00Z') })).toBe('2026-11-01');
  });
});
