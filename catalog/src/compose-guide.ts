import { formatHours, formatUsd, savedHoursValueCents, type ResourceGuide } from '@biz/contracts';
import { sentenceList } from './text';
import { workflowTemplates } from './workflow-templates';

export interface GuideInput {
  workflowId: string;
  title: string;
  description: string;
  /** The hours a week it saves (measured, else estimated). */
  weeklyHours: number;
}

/**
 * A short guide to one automation for the client's resource library: what it does, what we need before it
 * goes live, how to get the most from it, and how its savings are counted. The catalog's template adds its
 * benefit and the tools it plugs into; a workflow the catalog no longer has gets the general guide.
 */
export function composeGuide({ workflowId, title, description, weeklyHours }: GuideInput): ResourceGuide {
  const template = workflowTemplates.find((candidate) => candidate.id === workflowId);
  const tools = template?.tags.length ? sentenceList(template.tags) : 'the accounts it works with';
  return {
    workflowId,
    title,
    summary: template?.benefit ?? description,
    sections: [
      { heading: 'What it does', points: [description] },
      {
        heading: 'Before it goes live',
        points: [
          `Give us access to ${tools}: the onboarding form asks who can grant it.`,
          'Tell us the situations it must handle well, and when a person should take over.',
          'Check the test messages we send you: nothing goes live before you say it sounds like you.',
        ],
      },
      {
        heading: 'Getting the most from it',
        points: [
          'Tell your team what it answers, so nobody answers the same customer twice.',
          'Send us any question it could not answer: we teach it, usually the same week.',
          'Look at the weekly numbers on your dashboard, and tell us when they look off.',
        ],
      },
      {
        heading: 'How we count its savings',
        points: [
          `About ${formatHours(weeklyHours)} a week, valued at $25 an hour: ${formatUsd(savedHoursValueCents(weeklyHours))} a week once it is live.`,
          'Before go-live this is our estimate; after it, the hours we measure replace it.',
        ],
      },
    ],
  };
}
