import { Goals, IndustrySlugs } from '@biz/contracts';
import { workflowTemplates } from './workflow-templates';

describe('the workflow catalog', () => {
  it('holds at least 40 workflows with unique, slug-shaped ids', () => {
    expect(workflowTemplates.length).toBeGreaterThanOrEqual(40);
    const ids = workflowTemplates.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every industry with at least three workflows built for it, besides the general ones', () => {
    for (const industry of IndustrySlugs.filter((slug) => slug !== 'other')) {
      expect(workflowTemplates.filter((t) => t.industries.includes(industry)).length).toBeGreaterThanOrEqual(3);
    }
    expect(workflowTemplates.filter((t) => t.industries.length === 0).length).toBeGreaterThanOrEqual(5);
  });

  it('names only real goals and industries, lower-case keywords and whole-dollar prices', () => {
    for (const t of workflowTemplates) {
      expect(t.goals.length).toBeGreaterThan(0);
      for (const goal of t.goals) expect(Goals).toContain(goal);
      for (const industry of t.industries) expect(IndustrySlugs).toContain(industry);
      for (const keyword of [...t.painKeywords, ...t.toolKeywords]) expect(keyword).toBe(keyword.toLowerCase());
      expect(t.setupCost % 100).toBe(0);
      expect(t.monthlyCost % 100).toBe(0);
      expect(t.setupCost).toBeGreaterThan(t.monthlyCost);
    }
  });
});
