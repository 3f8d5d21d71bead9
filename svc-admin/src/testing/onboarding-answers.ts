import { onboardingQuestions, type OnboardingAnswer, type OnboardingField, type OnboardingForm, type OnboardingAnswers } from '@biz/contracts';

/** An answer each type accepts, as a client would type or pick it. */
function answerTo(field: OnboardingField): OnboardingAnswer {
  switch (field.type) {
    case 'checkbox':
      return true;
    case 'multiselect':
      return field.options?.slice(0, 1) ?? [];
    case 'select':
    case 'radio':
      return field.options?.[0] ?? 'Yes';
    case 'email':
      return 'it@answers.example';
    case 'url':
    case 'file':
      return 'https://drive.example/shared';
    case 'number':
      return '3';
    case 'date':
      return '2027-01-15';
    case 'tel':
      return '+1 555 010 0200';
    default:
      return `Answer to ${field.label}`;
  }
}

/** Every required question of the form answered (`extra` added or overriding). */
export const completeAnswers = (form: OnboardingForm, extra: OnboardingAnswers = {}): OnboardingAnswers => ({
  ...Object.fromEntries(onboardingQuestions(form).filter((field) => field.required).map((field) => [field.id, answerTo(field)])),
  ...extra,
});

/** A form of two questions (a contact, required; a tone, one of four): what the pacts' answers are for. */
export const twoQuestionForm: OnboardingForm = {
  title: 'Glow Med Spa onboarding',
  description: 'What we need from Glow Med Spa to build your automation.',
  estimatedTime: '5 minutes',
  fields: [
    { id: 'contact-name', label: 'Who is our main contact?', type: 'text', required: true, category: 'Business basics' },
    { id: 'tone', label: 'How should your automations sound?', type: 'select', required: true, options: ['Warm and friendly', 'Professional and concise', 'Playful', 'Luxury and polished'], category: 'Brand and voice' },
  ],
  nextSteps: ['Send the form back.'],
  implementationGuide: { overview: 'We build on your accounts.', timeline: { totalDuration: '2-3 weeks' } },
  successMetrics: { kpis: ['Replies within a minute'] },
};
