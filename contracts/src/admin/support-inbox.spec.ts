import { firstResponseOf, formatMinutes } from './support-inbox';

const opened = '2026-11-24T10:00:00.000Z';
const minutesAfter = (minutes: number) => Date.parse(opened) + minutes * 60_000;

describe("a ticket's first response against the 2-hour promise", () => {
  it('is the time the first reply took, within the promise up to 1 h 59 min', () => {
    expect(firstResponseOf({ createdAt: opened, firstResponseAt: new Date(minutesAfter(119)).toISOString() }, minutesAfter(600))).toEqual({ kind: 'answered', minutes: 119, withinPromise: true });
    expect(firstResponseOf({ createdAt: opened, firstResponseAt: new Date(minutesAfter(120)).toISOString() }, minutesAfter(600))).toEqual({ kind: 'answered', minutes: 120, withinPromise: false });
  });

  it('is, before any reply, how long the ticket has waited, overdue from 2 hours', () => {
    expect(firstResponseOf({ createdAt: opened, firstResponseAt: null }, minutesAfter(45))).toEqual({ kind: 'waiting', minutes: 45, overdue: false });
    expect(firstResponseOf({ createdAt: opened, firstResponseAt: null }, minutesAfter(121))).toEqual({ kind: 'waiting', minutes: 121, overdue: true });
  });

  it('reads as minutes, hours and days', () => {
    expect([formatMinutes(0), formatMinutes(59), formatMinutes(125), formatMinutes(60 * 27)]).toEqual(['0 min', '59 min', '2 h 05 min', '1 d 3 h']);
  });
});
