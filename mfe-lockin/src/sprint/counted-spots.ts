import { laterStartSentence, readSprintSpots, spotsBadge, spotsSentence, type SprintSpotsResponse } from '@biz/contracts';
import { apiRequest } from '@biz/ui-kit';
import { endpointUrl } from '../api/endpoint-calls';

/** What the page claims of the week's spots (decision 065): the cap, the hero's badge, the banner's sentence, the checkout's notice. */
export interface SpotsClaims {
  perWeek: number;
  badge: string;
  sentence: string;
  /** When a sprint bought now starts, in a full week; null while the week has a spot. */
  laterStart: string | null;
}

/** This week's sprint spots from billing, read without zod (`readSprintSpots`): the sales page loads no schema for them. */
export async function fetchSprintSpots(): Promise<SprintSpotsResponse> {
  const answer = readSprintSpots(await (await apiRequest('GET', endpointUrl('sprintSpots'))).json());
  if (!answer) throw new Error('billing answered the sprint spots in another shape');
  return answer;
}

/** This week's spots as billing counts them, in the page's words; null when billing sets no cap. Loaded after the first screen. */
export async function countedSpots(): Promise<SpotsClaims | null> {
  const { perWeek, left, startsOn } = await fetchSprintSpots();
  if (perWeek === null || left === null) return null;
  const counted = { perWeek, left, startsOn };
  return { perWeek, badge: spotsBadge(counted), sentence: spotsSentence(counted), laterStart: laterStartSentence(counted) };
}
