import { capBadge, capSentence } from './sprint-spots-cap';
import { laterStartSentence, spotsBadge, spotsSentence } from './sprint-spots-words';

describe("the sales page's words for the week's spots", () => {
  it('claims the cap until billing has counted, then what is left', () => {
    expect([capBadge(5), capSentence(5)]).toEqual(['Only 5 spots per week', 'Only 5 spots this week.']);
    const three = { perWeek: 5, left: 3, startsOn: null };
    expect([spotsBadge(three), spotsSentence(three), laterStartSentence(three)]).toEqual(['3 spots left this week', '3 of 5 spots left this week.', null]);
    expect(spotsBadge({ ...three, left: 1 })).toBe('1 spot left this week');
  });

  it('says a sold-out week so, and when a sprint bought now starts', () => {
    const soldOut = { perWeek: 5, left: 0, startsOn: '2026-12-14' };
    expect(spotsBadge(soldOut)).toBe('Sold out this week');
    expect(spotsSentence(soldOut)).toBe('Sold out this week: a sprint bought now starts Monday, December 14.');
    expect(laterStartSentence(soldOut)).toBe("This week's 5 spots are taken: a sprint bought now starts Monday, December 14 and is live within 24 hours of it.");
  });
});
