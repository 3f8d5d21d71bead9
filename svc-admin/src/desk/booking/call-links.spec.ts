import { randomBytes } from 'node:crypto';
import { CallLinks } from './call-links';

const links = new CallLinks(randomBytes(32).toString('base64'));
const claims = { callId: '0b6c3c44-5a3e-4c59-9a43-1f1c6c3b8e11', purpose: 'reschedule' as const, sequence: 2, expiresAt: 2_000_000_000 };

it('reads back an intact link for its purpose before it expires, and nothing else', () => {
  const token = links.sign(claims);
  expect(links.verify(token, 'reschedule', 1_999_999_999_000)).toEqual(claims);
  expect(links.verify(token, 'cancel', 0)).toBeNull();
  expect(links.verify(token, 'reschedule', 2_000_000_000_000)).toBeNull();
  const [payload, mac] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ p: 'call-reschedule', s: `${claims.callId}:2`, e: 2_100_000_000 })).toString('base64url');
  expect(links.verify(`${forged}.${mac}`, 'reschedule', 0)).toBeNull();
  expect(links.verify(`${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, 'reschedule', 0)).toBeNull();
  expect(links.verify(token, 'reschedule', 0) && new CallLinks(randomBytes(32).toString('base64')).verify(token, 'reschedule', 0)).toBeNull();
  expect(links.verify('garbage', 'reschedule', 0)).toBeNull();
});
