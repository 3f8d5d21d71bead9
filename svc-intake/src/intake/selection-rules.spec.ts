import type { WorkflowSuggestion } from '@biz/contracts';
import { priceSelection } from './selection-rules';

const workflow = (id: string, setupCost: number, monthlyCost: number): WorkflowSuggestion => ({
  id, title: id, tags: [], description: '', benefit: '', setupCost, monthlyCost, impact: 'medium',
});
const offered = [workflow('a', 60000, 6000), workflow('b', 90000, 10000), workflow('c', 45000, 4000)];

describe('priceSelection', () => {
  it('prices the chosen workflows from the offer, in offer order, counting a repeated id once', () => {
    // Monthly is the Starter plan that runs two automations, not their running costs (decision 064).
    expect(priceSelection(offered, ['c', 'a', 'c'])).toEqual({
      workflows: [offered[0], offered[2]],
      totalSetupCost: 105000,
      totalMonthlyCost: 9700,
      totalValue: 105000 + 12 * 9700,
    });
  });

  it('names every id that was never offered', () => {
    expect(priceSelection(offered, ['a', 'x', 'y'])).toEqual({ notOffered: ['x', 'y'] });
  });
});
