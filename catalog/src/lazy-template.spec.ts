import { lazyTemplate } from './lazy-template';
import type { PlanInput } from './compose-plan';
import type * as Catalog from './index';

describe('lazyTemplate', () => {
  it('loads handlebars with the first render, not with the catalog', async () => {
    let loaded = false;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('handlebars', () => {
        loaded = true;
        return jest.requireActual('handlebars');
      });
      const { composePlan, suggestWorkflows } = jest.requireActual<typeof Catalog>('./index');
      const business: PlanInput['business'] = { businessName: 'Lazy Dental', contactEmail: 'owner@lazy.example', industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work'] };
      const selectedWorkflows = suggestWorkflows(business).slice(0, 1);
      expect(loaded).toBe(false);
      expect(composePlan({ business, selectedWorkflows, totalSetupCost: 100000, totalMonthlyCost: 10000 }).executiveSummary).toContain('Lazy Dental is a');
      expect(loaded).toBe(true);
    });
  });

  it('renders as Handlebars compiles, with the options given', () => {
    const escaped = lazyTemplate<{ name: string }>('Hi {{name}}', {});
    const plain = lazyTemplate<{ name: string }>('Hi {{name}}', { noEscape: true, strict: true });
    expect(escaped({ name: '<b>' })).toBe('Hi &lt;b&gt;');
    expect(plain({ name: '<b>' })).toBe('Hi <b>');
    expect(() => plain({} as { name: string })).toThrow(/"name" not defined/);
  });
});
