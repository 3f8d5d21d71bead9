import { SprintSpotsResponse } from './sprint-spots';
import { readSprintSpots } from './sprint-spots-reader';

const answer = { perWeek: 5, taken: 2, left: 3, startsOn: null };
const samples: unknown[] = [
  answer,
  { perWeek: null, taken: 7, left: null, startsOn: null },
  { perWeek: 5, taken: 5, left: 0, startsOn: '2026-12-14' },
  { ...answer, extra: 'ignored' },
  null,
  'five',
  [],
  {},
  { ...answer, perWeek: 0 },
  { ...answer, perWeek: 2.5 },
  { ...answer, perWeek: '5' },
  { ...answer, taken: -1 },
  { ...answer, taken: undefined },
  { ...answer, left: -2 },
  { ...answer, startsOn: '14/12/2026' },
  { ...answer, startsOn: '2026-02-31' },
  { ...answer, startsOn: '2026-13-45' },
  { ...answer, startsOn: '2028-02-29' },
  { ...answer, startsOn: 20261214 },
];

describe("the sales page's zod-free reader of the week's spots", () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with SprintSpotsResponse on %s', (_, sample) => {
    const parsed = SprintSpotsResponse.safeParse(sample);
    expect(readSprintSpots(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
