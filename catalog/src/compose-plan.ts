import { formatUsd, industryLabel, type BusinessProfile, type ImplementationPhase, type PlanData, type WorkflowSuggestion } from '@biz/contracts';
import Handlebars from 'handlebars';

export interface PlanInput {
  business: BusinessProfile;
  selectedWorkflows: WorkflowSuggestion[];
  totalSetupCost: number;
  totalMonthlyCost: number;
}

// Plain text, not HTML: nothing is escaped. strict: a missing value is a bug, not an empty string.
const compile = (source: string) => Handlebars.compile(source, { noEscape: true, strict: true });

const summary = compile(
  '{{businessName}} is a {{size}} {{industry}} business that wants to {{goals}}. ' +
    'This plan puts {{count}} automation{{#if plural}}s{{/if}} to work: {{titles}}.' +
    '{{#if painPoints}} It goes straight at what slows you down today: "{{painPoints}}".{{/if}}' +
    '{{#if tools}} Everything connects to the tools you already use ({{tools}}), so your team keeps working the way it does.{{/if}}' +
    ' Expected results: {{benefits}}. The one-time setup is {{setup}} and running costs are {{monthly}} a month; ' +
    'most clients are live within 2-3 weeks.',
);
const discovery = compile(
  'Kick-off call with {{businessName}}: confirm goals, messages, prices and hand-off rules, and connect {{tools}}.',
);
const build = compile('{{description}} Built on your accounts and tested with real scenarios before launch.');
const launch = compile(
  'End-to-end test of {{count}} automation{{#if plural}}s{{/if}} with your team, a short training session, then go live.',
);
const optimise = compile('30 days of support after go-live: weekly review of results ({{benefits}}) and tuning of every workflow.');

function sentenceList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const sizePhrase: Record<BusinessProfile['companySize'], string> = {
  Solo: 'one-person',
  'Small Team (2-10)': 'small-team',
  'Medium Team (11-50)': 'mid-sized',
  'Large Team (50+)': 'large',
};

/** The build weeks: the first half of the workflows in weeks 1-2, the rest in weeks 2-3. */
function buildPhase(index: number, count: number): string {
  return index < Math.ceil(count / 2) ? 'Week 1-2' : 'Week 2-3';
}

/**
 * The catalog engine's implementation plan: a specific executive summary and a week-by-week timeline
 * (discovery, one build phase per workflow, launch, support). Works for any workflows, including ones an
 * LLM proposed, because it reads only what the suggestion carries.
 */
export function composePlan({ business, selectedWorkflows, totalSetupCost, totalMonthlyCost }: PlanInput): PlanData {
  const count = selectedWorkflows.length;
  const plural = count !== 1;
  const tools = business.currentTools?.trim() ?? '';
  const benefits = sentenceList(selectedWorkflows.map((w) => w.benefit.replace(/\.$/, '').toLowerCase()));
  const executiveSummary = summary({
    businessName: business.businessName,
    size: sizePhrase[business.companySize],
    industry: industryLabel(business.industry).toLowerCase(),
    goals: sentenceList(business.primaryGoals.map((g) => g.toLowerCase())),
    count,
    plural,
    titles: sentenceList(selectedWorkflows.map((w) => w.title)),
    painPoints: business.painPoints?.trim() ?? '',
    tools,
    benefits,
    setup: formatUsd(totalSetupCost, { whole: true }),
    monthly: formatUsd(totalMonthlyCost, { whole: true }),
  });

  const implementationTimeline: ImplementationPhase[] = [
    { phase: 'Week 1', title: 'Discovery and access', description: discovery({ businessName: business.businessName, tools: tools || 'your calendar, inbox and website' }) },
    ...selectedWorkflows.map((workflow, index) => ({
      phase: buildPhase(index, count),
      title: `Build: ${workflow.title}`,
      description: build({ description: workflow.description }),
    })),
    { phase: 'Week 3', title: 'Testing, training and launch', description: launch({ count, plural }) },
    { phase: 'After launch', title: 'Measure and optimise', description: optimise({ benefits }) },
  ];
  return { executiveSummary, implementationTimeline };
}
