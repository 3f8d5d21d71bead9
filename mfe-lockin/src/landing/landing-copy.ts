// Marketing copy of the /lockin sales page (SPEC §1: copy, not rules). Prices, inclusions and promises
// that other screens repeat come from contracts, the agency's own claims (case studies, weekly spots, the
// countdown) from its content file (decision 025); only the words around them live here.

import { DELIVERY_HOURS } from '@biz/contracts';

export const painPoints = [
  { title: 'Leads go cold while you work', text: 'A DM at 9 PM gets an answer the next afternoon — by then they booked with someone else.' },
  { title: 'Hours lost to back-and-forth', text: 'Scheduling, rescheduling and reminders eat the time you should spend with customers.' },
  { title: 'No-shows and forgotten follow-ups', text: 'Without a reminder or a thank-you email, repeat visits and reviews slip away.' },
  { title: 'Tools that never got set up', text: 'You pay for software that could do this, but nobody has had the week to wire it together.' },
] as const;

export const howItWorks = [
  { title: 'Audit', text: 'A short discovery call to find the task that costs you the most time and leads each week.' },
  { title: 'Automate', text: 'We build and test your automation — DM autoresponder, booking bot or email drip — within 24 hours.' },
  { title: 'Grow', text: 'You go live with a walkthrough and 30 days of support while it answers, books and follows up for you.' },
] as const;

export const reasons = [
  { title: 'Live in 24 hours', text: 'Not a six-week project. You see your automation working tomorrow.' },
  { title: 'One fixed price', text: 'No retainer, no hourly billing, no surprise invoice at the end.' },
  { title: 'Done for you', text: 'We write the messages, connect your tools and test every path.' },
  { title: 'Built for small teams', text: 'Made for owners who do everything themselves and need time back.' },
] as const;

/** The FAQ, in the agency's weekly spots (none without a cap). */
export const faqs = (spotsPerWeek: number | null) => [
  {
    question: 'What can you automate in 24 hours?',
    answer: 'DM autoresponders, booking bots, appointment reminders, review requests, lead follow-up and email drips — the tasks that cost a small business the most time.',
  },
  {
    question: 'Do I need any technical skills?',
    answer: 'No. You answer a few questions on a short discovery call; we build, connect and test everything, then walk you through it.',
  },
  {
    question: 'Which tools do you work with?',
    answer: 'Instagram, Facebook, Google Business, your email provider and the booking or CRM tools most small businesses already use.',
  },
  {
    question: 'What if it does not work for my business?',
    answer: 'You are covered by our 7-day money-back guarantee: if the automation does not deliver, tell us within 7 days and we refund you in full.',
  },
  ...(spotsPerWeek === null
    ? []
    : [
        {
          question: `Why only ${spotsPerWeek} spots per week?`,
          answer: `Every sprint is built by hand in ${DELIVERY_HOURS} hours, so we take ${spotsPerWeek} a week. Once they are taken, a sprint bought starts on the Monday of the first week with a spot free, and is live within ${DELIVERY_HOURS} hours of it.`,
        },
      ]),
  {
    question: 'What happens after go-live?',
    answer: 'You get 30 days of support: we watch your automation, tune the messages and fix anything that needs it.',
  },
];
