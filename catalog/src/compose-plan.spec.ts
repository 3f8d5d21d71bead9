import { formatUsd, PlanData, priceOfSelection, type BusinessProfile, type WorkflowSuggestion } from '@biz/contracts';
import { composePlan } from './compose-plan';
import { suggestWorkflows } from './suggest-workflows';

const business: BusinessProfile = {
  businessName: 'Bright Smile Dental',
  contactEmail: 'owner@brightsmile.example',
  industry: 'dental',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work', 'Enhance Customer Experience'],
  currentTools: 'Dentrix, Google Calendar',
  painPoints: 'Front desk spends hours confirming appointments',
};
const selected = suggestWorkflows(business).slice(0, 3);
const price = priceOfSelection(selected);
const totals = { totalSetupCost: price.setupCents, totalMonthlyCost: price.plan!.monthlyPrice };

describe('composePlan', () => {
  const plan = composePlan({ business, selectedWorkflows: selected, ...totals });

  it('is a valid plan', () => {
    expect(PlanData.parse(plan)).toEqual(plan);
  });

  it('writes a summary about this business, its goals, pains, tools, choices and money', () => {
    const text = plan.executiveSummary;
    for (const part of ['Bright Smile Dental', 'small-team dental', 'reduce manual work and enhance customer experience', 'Front desk spends hours confirming appointments', 'Dentrix, Google Calendar', '2-3 weeks']) {
      expect(text).toContain(part);
    }
    for (const workflow of selected) expect(text).toContain(workflow.title);
    expect(text).toContain('3 automations');
  });

  it('prices as decision 064 does: setup once, the plan a month with running costs in it, and the sprint that costs less', () => {
    expect(price.sprint?.name).toBe('growth');
    expect(plan.executiveSummary).toContain(
      `The one-time setup is ${formatUsd(price.setupCents, { whole: true })}, and they run on the Starter plan at $97 a month, running costs included ` +
        '(or a Growth Sprint sets them all up for $1,000 once, with nothing more to pay). Most clients',
    );
    const one = composePlan({ business, selectedWorkflows: selected.slice(0, 1), totalSetupCost: selected[0].setupCost, totalMonthlyCost: 9700 });
    expect(one.executiveSummary).toMatch(/and it runs on the Starter plan at \$97 a month, running costs included[ .(]/);
    expect(one.executiveSummary).not.toMatch(/\.\./);
  });

  it('lays out discovery, one build phase per workflow, launch and support, in order', () => {
    const timeline = plan.implementationTimeline;
    expect(timeline.map((p) => p.title)).toEqual([
      'Discovery and access',
      ...selected.map((w) => `Build: ${w.title}`),
      'Testing, training and launch',
      'Measure and optimise',
    ]);
    expect(timeline.map((p) => p.phase)).toEqual(['Week 1', 'Week 1-2', 'Week 1-2', 'Week 2-3', 'Week 3', 'After launch']);
    expect(timeline[0].description).toContain('Dentrix, Google Calendar');
    expect(timeline[1].description).toContain(selected[0].description);
  });

  it('describes a business outside the listed industries without calling it "other"', () => {
    const other = composePlan({ business: { ...business, industry: 'other', companySize: 'Large Team (50+)', primaryGoals: ['Better Data & Analytics'] }, selectedWorkflows: selected, ...totals });
    expect(other.executiveSummary).toContain('Bright Smile Dental is a large business. Its goals: better data & analytics.');
  });

  it('ends every sentence with one full stop when the visitor ended the tools with their own', () => {
    const dotted = composePlan({ business: { ...business, currentTools: 'Dentrix, Google Calendar.  ' }, selectedWorkflows: selected, ...totals });
    const texts = [dotted.executiveSummary, ...dotted.implementationTimeline.map((phase) => phase.description)];
    for (const text of texts) expect(text).not.toMatch(/\.\.(?!\.)|\.\)/);
    expect(dotted.implementationTimeline[0].description).toBe(
      'Kick-off call with Bright Smile Dental: confirm goals, messages, prices and hand-off rules, and connect Dentrix, Google Calendar.',
    );
  });

  it('keeps capitals a benefit starts with, such as AI', () => {
    const ai = { ...selected[0], benefit: 'AI answers 70% of questions.' };
    expect(composePlan({ business, selectedWorkflows: [ai], ...totals }).executiveSummary).toContain('Expected results: AI answers 70% of questions.');
  });

  it('stays a valid plan for the largest selection the contract allows, with the longest texts', () => {
    const long = (char: string, length: number) => char.repeat(length);
    const workflows: WorkflowSuggestion[] = Array.from({ length: 50 }, (_, index) => ({
      id: `llm-${index}`, title: `${index} ${long('T', 190)}`, tags: [], description: long('d', 2000), benefit: long('b', 1000),
      setupCost: 100, monthlyCost: 10, impact: 'low',
    }));
    const wordy = { ...business, businessName: long('N', 200), primaryGoals: Array.from({ length: 20 }, () => long('g', 200)), currentTools: long('t', 2000), painPoints: long('p', 2000) };
    const big = composePlan({ business: wordy, selectedWorkflows: workflows, totalSetupCost: 5000, totalMonthlyCost: 500 });
    expect(PlanData.safeParse(big).success).toBe(true);
    expect(big.executiveSummary).toContain('and 44 more');
    expect(big.implementationTimeline.at(-3)).toMatchObject({ title: 'Build: 38 more automations' });
  });

  it('handles one workflow an LLM invented, no tools and no pain points, and never escapes text', () => {
    const invented: WorkflowSuggestion = {
      id: 'llm-1-custom', title: 'Quote "Fast-Track" Flow', tags: [], description: 'Sends quotes & follow-ups <fast>.', benefit: 'Wins more jobs.',
      setupCost: 50000, monthlyCost: 5000, impact: 'medium',
    };
    const solo = { ...business, companySize: 'Solo' as const, currentTools: undefined, painPoints: undefined };
    const single = composePlan({ business: solo, selectedWorkflows: [invented], totalSetupCost: 50000, totalMonthlyCost: 5000 });
    expect(single.executiveSummary).toContain('1 automation to work: Quote "Fast-Track" Flow.');
    expect(single.executiveSummary).not.toContain('&quot;');
    expect(single.executiveSummary).not.toMatch(/tools you already use|slows you down/);
    expect(single.implementationTimeline[0].description).toContain('your calendar, inbox and website');
    expect(single.implementationTimeline[1].description).toContain('Sends quotes & follow-ups <fast>.');
  });
});
