import type { BusinessProfile, PlanData } from '@biz/contracts';
import { composeEmail } from './compose-email';

const business: BusinessProfile = {
  businessName: 'Glow Med Spa',
  contactEmail: 'owner@glow.example',
  industry: 'med-spa',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Increase Sales & Revenue', 'Reduce Manual Work'],
};
const planData: PlanData = {
  executiveSummary: 'Glow Med Spa answers every DM within a minute.',
  implementationTimeline: [
    { phase: 'Week 1', title: 'Discovery and access', description: '…' },
    { phase: 'Week 3', title: 'Testing, training and launch', description: '…' },
  ],
};

describe('the catalog engine drafts agency emails', () => {
  it('a plan-ready email carries the plan summary and its timeline, unsigned: the layout signs it as it is sent', () => {
    const email = composeEmail({ business, emailType: 'plan_ready', planData });
    expect(email.subject).toBe('Your automation plan for Glow Med Spa is ready');
    expect(email.body).toContain('Glow Med Spa answers every DM within a minute.');
    expect(email.body).toContain('- Week 1: Discovery and access\n- Week 3: Testing, training and launch');
    expect(email.body.endsWith('we will take it from there.')).toBe(true);
  });

  it('without a plan yet, a plan-ready email still reads as a whole', () => {
    const { body } = composeEmail({ business, emailType: 'plan_ready', planData: null });
    expect(body).not.toContain('timeline at a glance');
    expect(body).toContain('Your implementation plan is ready.\n\nReply');
  });

  it('welcome and follow-up name the business and its goals', () => {
    const welcome = composeEmail({ business, emailType: 'welcome', planData: null });
    expect(welcome.subject).toBe('Welcome to BizAutomate, Glow Med Spa');
    expect(welcome.body).toContain('you want to increase sales & revenue and reduce manual work');
    expect(composeEmail({ business, emailType: 'follow_up', planData }).subject).toBe('Following up on your automation plan, Glow Med Spa');
  });

  it('a custom email takes the admin subject and leaves the message to write', () => {
    const email = composeEmail({ business, emailType: 'custom', customSubject: '  Your Instagram access  ', planData: null });
    expect(email.subject).toBe('Your Instagram access');
    expect(email.body).toContain('[Write your message here.]');
    expect(composeEmail({ business, emailType: 'custom', planData: null }).subject).toBe('A note for Glow Med Spa');
  });

  it('keeps text that looks like markup or template syntax as it is', () => {
    const { subject, body } = composeEmail({ business: { ...business, businessName: '<b>{{x}}</b> & Co' }, emailType: 'welcome', planData: null });
    expect(subject).toBe('Welcome to BizAutomate, <b>{{x}}</b> & Co');
    expect(body).toContain('Hi <b>{{x}}</b> & Co team');
  });
});
