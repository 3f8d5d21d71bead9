import { DeliverEmailJob, STAFF_INVITE_HOURS, StartEnrolmentResponse, type StaffRole } from '@biz/contracts';
import { SESSION_COOKIE } from '@biz/server-kit';
import { queuedJobs } from '@biz/server-kit/testing';
import { TOTP } from 'otpauth';
import type { AdminTestApp } from './admin-test-app';

/** The password test members join with. */
export const STAFF_TEST_PASSWORD = 'a long staff password';

/** The code an authenticator app shows now, or for the step `steps` away. */
export const totpCodeOf = (secret: string, steps = 0) => new TOTP({ secret }).generate({ timestamp: Date.now() + steps * 30_000 });

export const sessionCookieOf = (setCookie: unknown) => `${SESSION_COOKIE}=${/^sid=([^;]*)/.exec(String(setCookie))?.[1]}`;

/** The token of the invitation emailed to `email`, read back from the worker's queue. */
export async function inviteLinkTo(t: Pick<AdminTestApp, 'env'>, email: string): Promise<string> {
  const jobs = await queuedJobs(t.env.REDIS_URL, t.env.QUEUE_PREFIX, DeliverEmailJob);
  const mail = jobs.map(({ data }) => DeliverEmailJob.schema.parse(data)).find((queued) => queued.to === email.toLowerCase())!;
  if (!mail.text.includes(`within ${STAFF_INVITE_HOURS} hours`)) throw new Error(`the invitation to ${email} does not say how long it works`);
  return /accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

/**
 * `inviter` invites `email`, which follows the link, enrols TOTP and accepts, as a new member would: their
 * session's cookie, TOTP secret, enrolment and recovery codes.
 */
export async function joinTeam(t: Pick<AdminTestApp, 'env' | 'app'>, inviter: string, email: string, name: string, role: StaffRole = 'staff') {
  const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const invited = await post('/api/admin/team/invites', { email, role }, inviter);
  if (invited.statusCode !== 200) throw new Error(`invite of ${email}: ${invited.statusCode} ${invited.body}`);
  const token = await inviteLinkTo(t, email);
  const enrolment = StartEnrolmentResponse.parse((await post('/api/admin/invites/enrolment', { token })).json());
  const accepted = await post('/api/admin/invites/accept', { token, name, password: STAFF_TEST_PASSWORD, code: totpCodeOf(enrolment.secret) });
  if (accepted.statusCode !== 200) throw new Error(`acceptance of ${email}: ${accepted.statusCode} ${accepted.body}`);
  return { token, secret: enrolment.secret, enrolment, cookie: sessionCookieOf(accepted.headers['set-cookie']), recoveryCodes: accepted.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
