import { freeSlots } from './open-slots';

const grid = { dates: ['2026-11-02'], times: ['09:00', '09:30', '10:00', '10:30'], timeZone: 'America/New_York' };
const at = (iso: string) => new Date(iso);

it('leaves out the starts whose call would overlap a booked one, and those not after the given instant', () => {
  // 09:30-10:15 New York (EST) is 14:30-15:15Z.
  const busy = [{ startsAt: at('2026-11-02T14:30:00Z'), endsAt: at('2026-11-02T15:15:00Z') }];
  expect(freeSlots(grid, 30, busy, 0).map((s) => s.scheduledTime)).toEqual(['09:00', '10:30']);
  expect(freeSlots(grid, 60, busy, 0).map((s) => s.scheduledTime)).toEqual(['10:30']);
  expect(freeSlots(grid, 30, [], Date.parse('2026-11-02T14:30:00Z')).map((s) => s.startsAt)).toEqual(['2026-11-02T15:00:00.000Z', '2026-11-02T15:30:00.000Z']);
});
