import { startSmtpPeer, type SmtpPeer } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { createMailer, type Mailer } from './mailer';
import { callInviteIcs } from './render-call-invite';

// The mailer against a real SMTP server: what a call invite looks like to the mail client that gets it.
let peer: SmtpPeer;
let mailer: Mailer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  mailer = createMailer({ SMTP_URL: peer.url, SMTP_FROM: 'BizAutomate <hello@agency.example>' })!;
});
afterAll(async () => {
  mailer?.close();
  await peer?.close();
});

const invite = {
  method: 'REQUEST',
  uid: `${randomUUID()}@bizautomate`,
  sequence: 0,
  startsAt: '2026-12-08T15:00:00.000Z',
  endsAt: '2026-12-08T15:30:00.000Z',
  timeZone: 'America/New_York',
  summary: 'Strategy call',
  description: 'Your automation plan.',
  meetingLink: 'https://meet.jit.si/bizautomate-test',
} as const;

it('carries a call invite once as the text/calendar alternative and once as invite.ics, CRLF to the last line', async () => {
  const content = callInviteIcs(invite, 'owner@dental.example', { name: 'BizAutomate', email: 'hello@agency.example' });
  await mailer.send('owner@dental.example', { subject: 'Your call', html: '<p>Hi</p>', text: 'Hi', calendar: { method: 'REQUEST', content } }, randomUUID());
  const [mail] = peer.received;
  const files = mail.attachments.filter((attachment) => attachment.filename === 'invite.ics');
  expect(files.map((file) => file.contentType)).toEqual(['application/ics']);
  expect(mail.attachments.filter((attachment) => attachment.contentType === 'text/calendar')).toHaveLength(1);
  const ics = files[0].content.toString('utf8');
  expect(ics).toBe(content);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
});
