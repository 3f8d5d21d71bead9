import type { WorkflowSuggestion } from '@biz/contracts';
import { NOT_SPECIFIED, profileRows, selectionTotals } from './selection-summary';

const w = (id: string, setupCost: number, monthlyCost: number): WorkflowSuggestion => ({ id, title: id, tags: [], description: '', benefit: '', setupCost, monthlyCost, impact: 'high' });

describe('selectionTotals', () => {
  it('adds up the chosen workflows only', () => {
    const offered = [w('a', 60000, 6000), w('b', 90000, 9500), w('c', 45000, 4000)];
    expect(selectionTotals(offered, new Set(['a', 'c']))).toEqual({ count: 2, setupCost: 105000, monthlyCost: 10000 });
    expect(selectionTotals(offered, new Set())).toEqual({ count: 0, setupCost: 0, monthlyCost: 0 });
  });
});

describe('profileRows', () => {
  it("shows 'Not specified' for empty optional answers and readable labels", () => {
    const rows = Object.fromEntries(profileRows({ businessName: 'Happy Paws', contactEmail: 'a@b.co', industry: 'dog-care', companySize: 'Solo', primaryGoals: ['Scale Operations'], currentTools: '  ' }));
    expect(rows).toEqual({ Business: 'Happy Paws', Industry: 'Dog Care', 'Company size': 'Solo', Goals: 'Scale Operations', 'Current tools': NOT_SPECIFIED, 'Pain points': NOT_SPECIFIED });
  });
});
