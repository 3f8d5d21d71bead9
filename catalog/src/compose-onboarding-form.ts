import type { BusinessProfile, OnboardingField, OnboardingForm, OnboardingPhase, WorkflowSuggestion } from '@biz/contracts';
import { clip, sentenceList } from './text';

export interface OnboardingInput {
  business: BusinessProfile;
  selectedWorkflows: WorkflowSuggestion[];
}

const MAX_WORKFLOW_PHASES = 12;

/** A field id from a workflow id and a name: stable across generations, unique within the form. */
const fieldId = (scope: string, name: string) => `${scope}-${name}`.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();

const basics: OnboardingField[] = [
  { id: 'contact-name', label: 'Who is our main contact?', type: 'text', required: true, placeholder: 'Name and role', category: 'Business basics' },
  { id: 'contact-phone', label: 'Best phone number', type: 'tel', required: true, category: 'Business basics' },
  { id: 'website', label: 'Website', type: 'url', required: false, placeholder: 'https://', category: 'Business basics' },
  { id: 'opening-hours', label: 'Opening hours', type: 'textarea', required: true, description: 'When customers can book, call or visit.', category: 'Business basics' },
  { id: 'go-live-date', label: 'Preferred go-live date', type: 'date', required: false, category: 'Business basics' },
];

const brand: OnboardingField[] = [
  { id: 'logo', label: 'Logo', type: 'file', required: false, description: 'PNG or SVG, for messages and emails.', category: 'Brand and voice' },
  { id: 'tone', label: 'How should your automations sound?', type: 'select', required: true, options: ['Warm and friendly', 'Professional and concise', 'Playful', 'Luxury and polished'], category: 'Brand and voice' },
  { id: 'never-say', label: 'Anything they must never say or promise?', type: 'textarea', required: false, placeholder: 'Prices we never quote in writing, topics to avoid…', category: 'Brand and voice' },
];

/** The questions one workflow needs answered before it can be built. */
function workflowPhase(workflow: WorkflowSuggestion): OnboardingPhase {
  const category = workflow.title;
  return {
    title: workflow.title,
    description: clip(workflow.description, 400),
    fields: [
      { id: fieldId(workflow.id, 'accounts'), label: `Which accounts or tools does the ${workflow.title} connect to?`, type: 'text', required: true, placeholder: workflow.tags.join(', '), category },
      { id: fieldId(workflow.id, 'access'), label: 'Who can give us access to them?', type: 'email', required: true, placeholder: 'name@yourbusiness.com', category },
      { id: fieldId(workflow.id, 'scenarios'), label: 'The situations it must handle well', type: 'textarea', required: true, description: `Typical questions or cases, in your words. Goal: ${clip(workflow.benefit, 200)}`, category },
      { id: fieldId(workflow.id, 'hand-off'), label: 'When should it hand over to a person?', type: 'textarea', required: false, category },
    ],
  };
}

/**
 * The catalog engine's onboarding form for a business: its basics, its brand and voice, then one phase per
 * chosen workflow with the questions that workflow needs answered. `fields` lists every question (each with
 * its category); `phases` groups the workflow questions. Used without an LLM, and as the LLM's fallback.
 */
export function composeOnboardingForm({ business, selectedWorkflows }: OnboardingInput): OnboardingForm {
  const phases = selectedWorkflows.slice(0, MAX_WORKFLOW_PHASES).map(workflowPhase);
  const titles = selectedWorkflows.map((w) => w.title);
  return {
    title: `${business.businessName} onboarding`,
    description: `What we need from ${business.businessName} to build ${titles.length === 1 ? 'your automation' : `your ${titles.length} automations`}: ${sentenceList(titles)}. Answer what you can; we will go through the rest on the kick-off call.`,
    estimatedTime: `${10 + 5 * phases.length} minutes`,
    fields: [...basics, ...brand, ...phases.flatMap((phase) => phase.fields)],
    phases,
    nextSteps: [
      'Send the form back (or bring it to the kick-off call).',
      'We confirm access to your accounts and tools.',
      'We build and test each automation with your answers.',
      'You review, we go live, and we stay on hand for 30 days.',
    ],
    implementationGuide: {
      overview: `We build ${sentenceList(titles)} on your own accounts, test every one with real scenarios from this form, train your team, then go live.`,
      timeline: { totalDuration: '2-3 weeks' },
    },
    successMetrics: { kpis: selectedWorkflows.map((w) => `${w.title}: ${clip(w.benefit, 200)}`) },
  };
}
