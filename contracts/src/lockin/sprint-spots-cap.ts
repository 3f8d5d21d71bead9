// Without zod and without the calendar's words: the first screen of the sales page says these, and loads
// the counted week's words (sprint-spots-words.ts) only once billing has answered.

/** The hero's badge until billing has counted the week: SPEC's claim of the weekly cap. */
export const capBadge = (perWeek: number): string => `Only ${perWeek} spots per week`;

/** The banner's sentence until then. */
export const capSentence = (perWeek: number): string => `Only ${perWeek} spots this week.`;
