import type { WorkflowSuggestion } from '@biz/contracts';
import { monthlyTotal, NOT_SPECIFIED, profileRows, selectionTotals } from './selection-summary';

const w = (id: string, setupCost: number, monthlyCost: number): WorkflowSuggestion => ({ id, title: id, tags: [], description: '', benefit: '', setupCost, monthlyCost, impact: 'high' });

describe('selectionTotals', () => {
  it('adds up the chosen workflows only', () => {
    const offered = [w('a', 60000, 6000), w('b', 90000, 9500), w('c', 45000, 4000)];
    expect(selectionTotals(offered, new Set(['a', 'c']))).toMatchObject({ count: 2, setupCents: 105000, runningCents: 10000, plan: { name: 'Starter' } });
    expect(monthlyTotal(selectionTotals(offered, new Set(['a', 'c'])))).toBe(9700);
    expect(selectionTotals(offered, new Set())).toMatchObject({ count: 0, setupCents: 0, plan: null });
    expect(monthlyTotal(selectionTotals(offered, new Set()))).toBe(0);
  });
});

describe('profileRows', () => {
  it("shows 'Not specified' for empty optional answers and readable labels", () => {
    const rows = Object.fromEntries(profileRows({ businessName: 'Happy Paws', contactEmail: 'a@b.co', industry: 'dog-care', companySize: 'Solo', primaryGoals: ['Scale Operations'], currentTools: '  ' }));
    expect(rows).toEqual({ Business: 'Happy Paws', Industry: 'Dog Care', 'Company size': 'Solo', Goals: 'Scale Operations', 'Current tools': NOT_SPECIFIED, 'Pain points': NOT_SPECIFIED });
  });
});
