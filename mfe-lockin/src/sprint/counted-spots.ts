import { laterStartSentence, spotsBadge, spotsSentence } from '@biz/contracts';
import { fetchSprintSpots } from '../checkout/billing-api';

/** What the page claims of the week's spots (decision 065): the cap, the hero's badge, the banner's sentence, the checkout's notice. */
export interface SpotsClaims {
  perWeek: number;
  badge: string;
  sentence: string;
  /** When a sprint bought now starts, in a full week; null while the week has a spot. */
  laterStart: string | null;
}

/** This week's spots as billing counts them, in the page's words; null when billing sets no cap. Loaded after the first screen. */
export async function countedSpots(): Promise<SpotsClaims | null> {
  const { perWeek, left, startsOn } = await fetchSprintSpots();
  if (perWeek === null || left === null) return null;
  const counted = { perWeek, left, startsOn };
  return { perWeek, badge: spotsBadge(counted), sentence: spotsSentence(counted), laterStart: laterStartSentence(counted) };
}
