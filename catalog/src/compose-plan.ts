import { formatUsd, industryLabel, priceOfSelection, sprintOfferText, type BusinessProfile, type ImplementationPhase, type PlanData, type WorkflowSuggestion } from '@biz/contracts';
import { lazyTemplate } from './lazy-template';
import { clip, sentenceList, withoutFinalStop } from './text';

export interface PlanInput {
  business: BusinessProfile;
  selectedWorkflows: WorkflowSuggestion[];
  totalSetupCost: number;
  totalMonthlyCost: number;
}

// Plain text, not HTML: nothing is escaped. strict: a missing value is a bug, not an empty string.
const compile = (source: string) => lazyTemplate(source, { noEscape: true, strict: true });

const summary = compile(
  '{{businessName}} is a {{kind}}. Its goals: {{goals}}. ' +
    'This plan puts {{count}} automation{{#if plural}}s{{/if}} to work: {{titles}}.' +
    '{{#if painPoints}} It goes straight at what slows you down today: "{{painPoints}}".{{/if}}' +
    '{{#if tools}} Everything connects to the tools you already use ({{tools}}), so your team keeps working the way it does.{{/if}}' +
    ' Expected results: {{benefits}}. The one-time setup is {{setup}}, and {{#if plural}}they run{{else}}it runs{{/if}} on the {{plan}} plan at {{monthly}} a month, running costs included' +
    '{{#if offer}} (or {{offer}}){{/if}}. ' +
    'Most clients are live within 2-3 weeks.',
);
const discovery = compile(
  'Kick-off call with {{businessName}}: confirm goals, messages, prices and hand-off rules, and connect {{tools}}.',
);
const build = compile('{{description}} Built on your accounts and tested with real scenarios before launch.');
const buildRest = compile('Built and tested the same way, one after another: {{titles}}.');
const launch = compile(
  'End-to-end test of {{count}} automation{{#if plural}}s{{/if}} with your team, a short training session, then go live.',
);
const optimise = compile('30 days of support after go-live: weekly review of results ({{benefits}}) and tuning of every workflow.');

// PlanData caps the summary at 10,000 characters, a phase at 4,000 and the timeline at 50 phases, while a
// selection may hold 50 workflows with LLM-written texts: these bounds keep any plan inside the schema.
const BUILD_PHASES = 12;
const MAX_GOAL = 100;
const MAX_BENEFIT = 160;
const MAX_PAIN_POINTS = 300;
const MAX_TOOLS = 200;


/** "Cuts calls by 60%." → "cuts calls by 60%", but "AI replies" keeps its capitals. */
function asClause(sentence: string): string {
  const text = clip(sentence, MAX_BENEFIT).replace(/\.$/, '');
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

const sizePhrase: Record<BusinessProfile['companySize'], string> = {
  Solo: 'one-person',
  'Small Team (2-10)': 'small-team',
  'Medium Team (11-50)': 'mid-sized',
  'Large Team (50+)': 'large',
};

function kindOf({ companySize, industry }: BusinessProfile): string {
  const size = sizePhrase[companySize];
  return industry === 'other' ? `${size} business` : `${size} ${industryLabel(industry).toLowerCase()} business`;
}

/** The build weeks: the first half of the workflows in weeks 1-2, the rest in weeks 2-3. */
function buildPhase(index: number, count: number): string {
  return index < Math.ceil(count / 2) ? 'Week 1-2' : 'Week 2-3';
}

function buildPhases(workflows: WorkflowSuggestion[]): ImplementationPhase[] {
  const phases = workflows.slice(0, BUILD_PHASES).map((workflow, index) => ({
    phase: buildPhase(index, workflows.length),
    title: `Build: ${workflow.title}`,
    description: build({ description: workflow.description }),
  }));
  const rest = workflows.slice(BUILD_PHASES);
  if (rest.length === 0) return phases;
  return [...phases, {
    phase: 'Week 2-3',
    title: `Build: ${rest.length} more automation${rest.length === 1 ? '' : 's'}`,
    description: buildRest({ titles: sentenceList(rest.map((w) => w.title)) }),
  }];
}

/**
 * The catalog engine's implementation plan: a specific executive summary and a week-by-week timeline
 * (discovery, one build phase per workflow, launch, support). Works for any workflows, including ones an
 * LLM proposed, because it reads only what the suggestion carries.
 */
export function composePlan({ business, selectedWorkflows, totalSetupCost, totalMonthlyCost }: PlanInput): PlanData {
  const count = selectedWorkflows.length;
  const plural = count !== 1;
  const tools = withoutFinalStop(clip(business.currentTools ?? '', MAX_TOOLS));
  const benefits = sentenceList(selectedWorkflows.map((w) => asClause(w.benefit)));
  const price = priceOfSelection(selectedWorkflows);
  const executiveSummary = summary({
    businessName: business.businessName,
    kind: kindOf(business),
    goals: sentenceList(business.primaryGoals.map((g) => clip(g, MAX_GOAL).toLowerCase())),
    count,
    plural,
    titles: sentenceList(selectedWorkflows.map((w) => w.title)),
    painPoints: clip(business.painPoints ?? '', MAX_PAIN_POINTS),
    tools,
    benefits,
    setup: formatUsd(totalSetupCost, { whole: true }),
    monthly: formatUsd(totalMonthlyCost, { whole: true }),
    plan: price.plan?.name ?? 'Starter',
    offer: sprintOfferText(price) ?? '',
  });

  const implementationTimeline: ImplementationPhase[] = [
    { phase: 'Week 1', title: 'Discovery and access', description: discovery({ businessName: business.businessName, tools: tools || 'your calendar, inbox and website' }) },
    ...buildPhases(selectedWorkflows),
    { phase: 'Week 3', title: 'Testing, training and launch', description: launch({ count, plural }) },
    { phase: 'After launch', title: 'Measure and optimise', description: optimise({ benefits }) },
  ];
  return { executiveSummary, implementationTimeline };
}
