import { createTransport } from 'nodemailer';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

describe('the SMTP peer for tests', () => {
  let peer: SmtpPeer | undefined;
  afterEach(async () => {
    await peer?.close();
    peer = undefined;
  });

  const send = (message: { subject: string; text?: string; html?: string; to?: string }, auth?: string) =>
    createTransport({ url: peer!.url.replace('//', `//${auth ? `${auth}@` : ''}`) }).sendMail({
      from: 'BizAutomate <hello@bizautomate.example>', to: 'owner@brightsmile.example', ...message,
    });

  it('receives a message with its envelope, decoded subject and both parts, long lines and UTF-8 included', async () => {
    peer = await startSmtpPeer();
    const longLine = `Thanks — ${'automation '.repeat(30)}ünïcödé ✓`;
    const info = await send({ subject: 'Your Growth Sprint is confirmed — next steps ✓', text: `Hi,\n${longLine}\n`, html: `<p style="margin:0">${longLine}</p>` });
    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail.envelope).toEqual({ from: 'hello@bizautomate.example', to: ['owner@brightsmile.example'] });
    expect(mail.subject).toBe('Your Growth Sprint is confirmed — next steps ✓');
    expect(mail.to).toMatchObject({ value: [{ address: 'owner@brightsmile.example', name: '' }] });
    expect(mail.messageId).toBe(info.messageId);
    expect(mail.text).toBe(`Hi,\n${longLine}\n`);
    expect(mail.html).toBe(`<p style="margin:0">${longLine}</p>`);
  });

  it('reads a text-only message, and accepts a login', async () => {
    peer = await startSmtpPeer();
    await send({ subject: 'plain', text: 'just text' }, 'user:secret');
    expect(peer.received[0]).toMatchObject({ text: 'just text\n', html: false });
  });

  it('refuses the messages the responder says to, with its SMTP reply, and counts every offer', async () => {
    peer = await startSmtpPeer((index) => (index === 0 ? { responseCode: 451, message: 'try again later' } : null));
    await expect(send({ subject: 'first', text: 'x' })).rejects.toThrow(/451 try again later/);
    await send({ subject: 'second', text: 'x' });
    expect(peer.offered()).toBe(2);
    expect(peer.received.map((m) => m.subject)).toEqual(['second']);
  });
});
