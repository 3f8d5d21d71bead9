import type { AgencyLetterhead } from '@biz/contracts';
import { inLayout } from './email-layout';
import { renderEmail } from './render-email';

const letterhead: AgencyLetterhead = { name: 'Lantern Agency', address: '1 Harbour Road, Bristol', signOff: 'Warm wishes, the Lantern team' };
const call = { businessName: 'Glow Med Spa', callName: '30-minute strategy call', when: 'Tue 8 Dec, 10:00 (New York)', meetingLink: 'https://meet.example/abc' };

describe('an email rendered from its template', () => {
  it('leaves out a paragraph whose data is absent', () => {
    const { subject, text } = renderEmail('call-booked', { ...call, agenda: null, selfService: { reschedule: 'https://x.example/r', cancel: 'https://x.example/c' } });
    expect(subject).toBe('Call booked: Tue 8 Dec, 10:00 (New York)');
    expect(text).toBe(
      [
        'Hi Glow Med Spa team,',
        'We booked a 30-minute strategy call with you on Tue 8 Dec, 10:00 (New York).',
        'Join: https://meet.example/abc',
        'The invite is attached: add it to your calendar.',
        'Need another time? https://x.example/r',
        'Cannot make it? https://x.example/c',
      ].join('\n\n'),
    );
  });

  it("tells a member of a notification they chose by email, and leaves out the record a notification has none of", () => {
    const told = renderEmail('staff-notification', { headline: 'Sprint paid', businessName: 'Glow Med Spa', detail: 'Starter Sprint', recordUrl: 'https://desk.example/admin/businesses/b1/orders', deskUrl: 'https://desk.example/admin' });
    expect(told.subject).toBe('Sprint paid: Glow Med Spa');
    expect(told.text).toContain('Sprint paid: Glow Med Spa (Starter Sprint).\n\nOpen its record in the desk: https://desk.example/admin/businesses/b1/orders');
    const unlinked = renderEmail('staff-notification', { headline: 'Sprint refunded', businessName: 'Business not known', detail: null, recordUrl: null, deskUrl: 'https://desk.example/admin' }).text;
    expect(unlinked).toContain('Sprint refunded: Business not known.\n\nYou get this email because you chose it');
    expect(unlinked).not.toContain('Open its record');
  });

  it('keeps typed text as typed in the text part: plain text is not HTML', () => {
    expect(renderEmail('support-reply', { subject: 'Tom & Jo <3', message: 'Fixed "it"', portalUrl: 'https://portal.example/' }).text).toContain('your support ticket "Tom & Jo <3":\n\nFixed "it"');
  });

  it('greets a client account by its business name only once the address is proven', () => {
    const notice = (emailVerified: boolean) => renderEmail('automation-notice', { recipient: { businessName: 'Glow Med Spa', emailVerified }, message: 'Lead bot is live', portalUrl: 'https://portal.example/' }).text;
    expect(notice(true).startsWith('Hi Glow Med Spa team,\n\nLead bot is live.')).toBe(true);
    expect(notice(false).startsWith('Hello,\n\nLead bot is live.')).toBe(true);
    expect(notice(false)).not.toContain('Glow Med Spa');
  });

  it('refuses data its schema does not allow, so a template never renders half', () => {
    expect(() => renderEmail('call-hold', { when: 'Monday', link: 'not a link', keptMinutes: 15 })).toThrow();
  });

  it('carries no sign-off of its own: the layout gives it', () => {
    const { text } = renderEmail('account-password-reset', { resetMinutes: 30, resetLink: 'https://portal.example/reset?token=t' });
    expect(text.endsWith('your password stays as it is.')).toBe(true);
  });
});

describe('the layout every email is sent in', () => {
  it("signs both parts with the content file's sign-off and names the agency and its address", () => {
    const email = inLayout({ subject: 'Hello there', text: 'Line one\nline two\n\nParagraph two' }, letterhead);
    expect(email.text).toBe('Line one\nline two\n\nParagraph two\n\nWarm wishes, the Lantern team\n\nLantern Agency, 1 Harbour Road, Bristol\n');
    for (const part of ['Warm wishes, the Lantern team', 'Lantern Agency &middot; 1 Harbour Road, Bristol', '<p style="margin:0 0 16px;">Line one<br>line two</p>']) expect(email.html).toContain(part);
    expect(email.html).toContain('<title>Hello there</title>');
  });

  it('escapes what anyone typed in the HTML part, in text and rows alike', () => {
    const typed = `<script>alert("x")</script> Tom & Jo's`;
    const { html } = inLayout({ subject: typed, text: typed }, letterhead);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jo&#x27;s');
    const order = inLayout(renderEmail('order-confirmation', { ...orderData, businessName: typed }), letterhead);
    expect(order.html).not.toContain('<script>');
    expect(order.text).toContain(`Hi ${typed},`);
  });
});

const orderData = {
  subject: 'Your Growth Sprint is confirmed — next steps',
  businessName: 'Bright Smile Dental',
  packageTitle: 'Growth Sprint',
  inclusions: ['3 automations'],
  amountPaid: '$1,000.00',
  paidOn: 'November 23, 2026',
  orderReference: 'ref-1',
  automations: 3,
  oneAutomation: false,
  deliveryHours: 48,
  supportDays: 30,
  guaranteeDays: 7,
  supportHours: '9 AM-6 PM EST',
  firstResponseWithin: 'within 2 hours',
  startsOn: null,
};
