import { SuggestedWorkflows, type ImpactLevel, type WorkflowSuggestion } from '@biz/contracts';
import { llmPlanWith, llmSuggestionsFrom } from './llm-answers';

const offered = (id: string, setupCost: number, impact: ImpactLevel = 'high'): WorkflowSuggestion => ({
  id, title: `Catalog ${id}`, tags: ['SMS'], description: 'What the catalog says.', benefit: 'Saves time', setupCost, monthlyCost: setupCost / 10, impact,
});
const candidates = [offered('booking-bot', 90_000), offered('review-booster', 40_000), offered('dm-autoresponder', 75_000), offered('invoice-chaser', 60_000)];
const pick = (id: string) => ({ id, title: `Your ${id}`, description: 'Fitted to the business.', benefit: 'Saves 5 hours a week', impact: 'high' as const });

describe('what an LLM may answer', () => {
  it('chooses catalog workflows and words them; ids, tags and prices stay the catalog\'s', () => {
    const parsed = llmSuggestionsFrom(candidates).parse({ suggestions: [pick('review-booster'), pick('booking-bot'), pick('invoice-chaser')] });
    expect(parsed.suggestions).toEqual([
      { ...candidates[1], title: 'Your review-booster', description: 'Fitted to the business.', benefit: 'Saves 5 hours a week', impact: 'high' },
      { ...candidates[0], title: 'Your booking-bot', description: 'Fitted to the business.', benefit: 'Saves 5 hours a week', impact: 'high' },
      { ...candidates[3], title: 'Your invoice-chaser', description: 'Fitted to the business.', benefit: 'Saves 5 hours a week', impact: 'high' },
    ]);
    expect(SuggestedWorkflows.shape.suggestions.safeParse(parsed.suggestions).success).toBe(true);
  });

  it("claims no more impact than the catalog's rule gives, and lists high impact first", () => {
    const rated = [offered('booking-bot', 90_000, 'low'), offered('review-booster', 40_000, 'medium'), offered('dm-autoresponder', 75_000, 'high')];
    const claims = [pick('booking-bot'), { ...pick('review-booster'), impact: 'low' as const }, { ...pick('dm-autoresponder'), impact: 'medium' as const }];
    const parsed = llmSuggestionsFrom(rated).parse({ suggestions: claims });
    expect(parsed.suggestions.map((s) => [s.id, s.impact])).toEqual([['dm-autoresponder', 'medium'], ['booking-bot', 'low'], ['review-booster', 'low']]);
  });

  it('ignores any price the model adds', () => {
    const priced = ['review-booster', 'booking-bot', 'invoice-chaser'].map((id) => ({ ...pick(id), setupCost: 1, monthlyCost: 99_999_999 }));
    const parsed = llmSuggestionsFrom(candidates).parse({ suggestions: priced });
    expect(parsed.suggestions.map((s) => [s.setupCost, s.monthlyCost])).toEqual([[40_000, 4_000], [90_000, 9_000], [60_000, 6_000]]);
  });

  it('refuses an id it was not offered and one chosen twice, naming the offered ids', () => {
    const result = llmSuggestionsFrom(candidates).safeParse({ suggestions: [pick('booking-bot'), pick('free-money'), pick('booking-bot')] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['suggestions.1.id', expect.stringContaining('must be one of the offered ids: booking-bot, review-booster')],
      ['suggestions.2.id', 'is chosen twice'],
    ]);
  });

  it('refuses fewer than 3 suggestions and blank descriptions', () => {
    expect(llmSuggestionsFrom(candidates).safeParse({ suggestions: [pick('booking-bot'), pick('review-booster')] }).success).toBe(false);
    const blank = { ...pick('invoice-chaser'), description: '  ' };
    expect(llmSuggestionsFrom(candidates).safeParse({ suggestions: [pick('booking-bot'), pick('review-booster'), blank] }).success).toBe(false);
  });

  it('wants a plan with a summary and at least one phase, naming only the amounts it was given', () => {
    const plan = llmPlanWith([125_000, 9_900]);
    const phase = { phase: 'Week 1', title: 'Setup', description: 'Connect the calendar.' };
    expect(plan.safeParse({ executiveSummary: 'Glow goes live in two weeks for $1,250.00, then $99/month.', implementationTimeline: [phase] }).success).toBe(true);
    expect(plan.safeParse({ executiveSummary: ' ', implementationTimeline: [phase] }).success).toBe(false);
    expect(plan.safeParse({ executiveSummary: 'Glow goes live.', implementationTimeline: [] }).success).toBe(false);
    const discounted = plan.safeParse({ executiveSummary: 'Glow goes live.', implementationTimeline: [{ ...phase, description: 'Special price: $500.' }] });
    expect(discounted.error?.issues[0].message).toMatch(/names amounts it was not given \(\$500\.\)|\(\$500\)/);
  });
});
