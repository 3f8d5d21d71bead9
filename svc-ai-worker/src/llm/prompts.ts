import { formatUsd, industryLabel, SUGGESTIONS_MAX, SUGGESTIONS_MIN, type BusinessProfile, type WorkflowSuggestion } from '@biz/contracts';
import type { ChatMessage } from './llm-chat';

const consultant =
  'You are a senior automation consultant at BizAutomate, an agency that builds AI automations (DM autoresponders, ' +
  'booking bots, email drips, review requests, lead follow-up, invoicing reminders) for small businesses. ' +
  'Be concrete and specific to the business. Money is in US cents as integers. Answer with one JSON object only.';

function profile(b: BusinessProfile): string {
  return [
    `Business: ${b.businessName}`,
    `Industry: ${industryLabel(b.industry)}`,
    `Company size: ${b.companySize}`,
    `Monthly revenue: ${b.monthlyRevenue ?? 'not given'}`,
    `Goals: ${b.primaryGoals.join('; ')}`,
    `Current tools: ${b.currentTools || 'not given'}`,
    `Pain points: ${b.painPoints || 'not given'}`,
  ].join('\n');
}

export function suggestionMessages(business: BusinessProfile): ChatMessage[] {
  return [
    { role: 'system', content: consultant },
    {
      role: 'user',
      content:
        `${profile(business)}\n\nRecommend ${SUGGESTIONS_MIN} to ${SUGGESTIONS_MAX} automation workflows for this business, best first. ` +
        'Answer {"suggestions": [{"id": "kebab-case-slug", "title": string, "tags": [2-3 short strings], "description": string, ' +
        '"benefit": string with a believable figure, "setupCost": integer cents (typically 40000-300000), "monthlyCost": integer cents ' +
        '(typically 3000-30000), "impact": "high" | "medium" | "low"}]}.',
    },
  ];
}

export function planMessages(business: BusinessProfile, workflows: WorkflowSuggestion[], totalSetupCost: number, totalMonthlyCost: number): ChatMessage[] {
  const chosen = workflows.map((w) => `- ${w.title}: ${w.description}`).join('\n');
  return [
    { role: 'system', content: consultant },
    {
      role: 'user',
      content:
        `${profile(business)}\n\nThe client chose these automations:\n${chosen}\nTotal setup ${formatUsd(totalSetupCost)}, monthly ${formatUsd(totalMonthlyCost)}. ` +
        'Write their implementation plan, live within 2-3 weeks. Answer {"executiveSummary": string (one paragraph), ' +
        '"implementationTimeline": [{"phase": "Week 1" etc., "title": string, "description": string}]}.',
    },
  ];
}
