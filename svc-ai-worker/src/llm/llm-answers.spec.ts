import { SuggestedWorkflows, type WorkflowSuggestion } from '@biz/contracts';
import { LlmPlan, LlmSuggestions, withUniqueIds } from './llm-answers';

const suggestion = (title: string, id?: string): Omit<WorkflowSuggestion, 'id'> & { id?: string } => ({
  ...(id === undefined ? {} : { id }),
  title,
  tags: ['SMS'],
  description: 'Does the work.',
  benefit: 'Saves 5 hours a week',
  setupCost: 90000,
  monthlyCost: 9900,
  impact: 'high',
});

describe('what an LLM may answer', () => {
  it('gives suggestions without an id a slug of their title', () => {
    expect(withUniqueIds([suggestion('Instagram DM Concierge!'), suggestion('Café Review Booster')]).map((s) => s.id)).toEqual([
      'instagram-dm-concierge',
      'cafe-review-booster',
    ]);
  });

  it('keeps clashing ids apart with a suffix, the same way every time', () => {
    const answer = [suggestion('A', 'Booking Bot'), suggestion('B', 'booking-bot'), suggestion('C', 'booking bot'), suggestion('D', '***')];
    const ids = withUniqueIds(answer).map((s) => s.id);
    expect(ids).toEqual(['booking-bot', 'booking-bot-2', 'booking-bot-3', 'd']);
    expect(withUniqueIds(answer).map((s) => s.id)).toEqual(ids);
  });

  it('turns a valid answer into suggestions the contracts accept', () => {
    const parsed = LlmSuggestions.parse({ suggestions: [suggestion('One', 'x'), suggestion('Two', 'x'), suggestion('Three')] });
    expect(parsed.suggestions.map((s) => s.id)).toEqual(['x', 'x-2', 'three']);
    expect(SuggestedWorkflows.shape.suggestions.safeParse(parsed.suggestions).success).toBe(true);
  });

  it('refuses prices given in dollars rather than cents, and implausible ones', () => {
    const dollars = { ...suggestion('One'), setupCost: 900, monthlyCost: 99 };
    const result = LlmSuggestions.safeParse({ suggestions: [dollars, suggestion('Two'), { ...suggestion('Three'), monthlyCost: 5_000_000 }] });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['suggestions.0.setupCost', 'suggestions.2.monthlyCost']);
    expect(result.error!.issues[0].message).toMatch(/cents of at least 10000/);
  });

  it('refuses fewer than 3 suggestions and blank descriptions', () => {
    expect(LlmSuggestions.safeParse({ suggestions: [suggestion('One'), suggestion('Two')] }).success).toBe(false);
    const blank = { ...suggestion('Three'), description: '  ' };
    expect(LlmSuggestions.safeParse({ suggestions: [suggestion('One'), suggestion('Two'), blank] }).success).toBe(false);
  });

  it('wants a plan with a summary and at least one phase', () => {
    const phase = { phase: 'Week 1', title: 'Setup', description: 'Connect the calendar.' };
    expect(LlmPlan.safeParse({ executiveSummary: 'Glow goes live in two weeks.', implementationTimeline: [phase] }).success).toBe(true);
    expect(LlmPlan.safeParse({ executiveSummary: ' ', implementationTimeline: [phase] }).success).toBe(false);
    expect(LlmPlan.safeParse({ executiveSummary: 'Glow goes live.', implementationTimeline: [] }).success).toBe(false);
  });
});
