import { dayInWords } from '../calendar-words';
import { DELIVERY_HOURS } from '../constants';

/** The week's spots as billing counted them (decision 065): `startsOn` is the Monday a sprint bought now starts when this week is full. */
export interface CountedSpots {
  perWeek: number;
  left: number;
  startsOn: string | null;
}

/** The hero's badge once counted, in about as many letters as the cap's (`capBadge`), so it shifts nothing. */
export const spotsBadge = ({ left }: CountedSpots): string => (left === 0 ? 'Sold out this week' : `${left} ${left === 1 ? 'spot' : 'spots'} left this week`);

/** The banner's sentence once counted, short enough for its one line. */
export const spotsSentence = ({ perWeek, left, startsOn }: CountedSpots): string =>
  startsOn ? `Sold out this week: a sprint bought now starts ${dayInWords(startsOn)}.` : `${left} of ${perWeek} spots left this week.`;

/** What the checkout tells a buyer in a full week; null while this week has a spot. */
export const laterStartSentence = ({ perWeek, startsOn }: CountedSpots): string | null =>
  startsOn ? `This week's ${perWeek} spots are taken: a sprint bought now starts ${dayInWords(startsOn)} and is live within ${DELIVERY_HOURS} hours of it.` : null;
