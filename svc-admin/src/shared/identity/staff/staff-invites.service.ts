import { renderEmail } from '@biz/catalog';
import { ACCEPT_INVITE_PATH, DeliverEmailJob, STAFF_INVITE_HOURS, type AcceptInviteRequest, type AcceptInviteResponse, type InviteStaffRequest, type InviteStaffResponse, type WithdrawStaffInviteResponse, type StartEnrolmentResponse } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AdminAuthService } from '../admin-auth.service';
import { AuditEventRepository } from '../../audit/audit-event.repository';
import { agencyActor, type Caller } from '../caller';
import { linkTokenHash, newOneTimeLink } from '../one-time-link';
import { hashPassword } from '../password-hash';
import { PasswordPolicy } from '../password-policy';
import { SessionLifecycle } from '../session-lifecycle';
import { newRecoveryCodes, recoveryCodeHashOf } from './recovery-codes';
import { StaffAccountRepository } from './staff-account.repository';
import { InvalidSecondFactor, InviteLinkInvalid, StaffEmailTaken, StaffInviteAccepted, StaffInviteNotFound } from './staff-errors';
import { StaffInviteRepository } from './staff-invite.repository';
import { StaffMfaCipher } from './staff-mfa-cipher';
import { newTotpSecret, totpStepOf } from './totp';

/** Where invitation links lead: the product's public address. */
export const STAFF_PUBLIC_URL = Symbol('STAFF_PUBLIC_URL');

/**
 * Joining the team: an owner invites an email with a role; the link (256 random bits, kept only as their
 * SHA-256, working for 72 hours and once) goes straight to the worker, never to the agency's email log
 * or a log line. The invitee enrols TOTP, chooses a name and password, gets recovery codes once and is
 * signed in.
 */
@Injectable()
export class StaffInvitesService {
  constructor(
    @Inject(StaffInviteRepository) private readonly invites: StaffInviteRepository,
    @Inject(StaffAccountRepository) private readonly accounts: StaffAccountRepository,
    @Inject(StaffMfaCipher) private readonly cipher: StaffMfaCipher,
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(STAFF_PUBLIC_URL) private readonly publicUrl: string,
    @Inject(PasswordPolicy) private readonly passwordPolicy: PasswordPolicy,
    @Inject(AdminAuthService) private readonly bootstrap: AdminAuthService,
  ) {}

  async invite({ email, role }: InviteStaffRequest, caller: Caller): Promise<InviteStaffResponse> {
    if (await this.accounts.isActiveEmail(email)) throw new StaffEmailTaken();
    const { token, tokenHash, expiresAt } = newOneTimeLink(STAFF_INVITE_HOURS * 3_600_000);
    const invite = await this.invites.create({ email, role, tokenHash, invitedBy: caller.staffAccountId ?? null, expiresAt });
    const link = new URL(`${ACCEPT_INVITE_PATH}?token=${token}`, this.publicUrl).toString();
    const { subject, text } = renderEmail('staff-invite', { owner: role === 'owner', hours: STAFF_INVITE_HOURS, link });
    const emailId = randomUUID();
    await this.producer.enqueue(DeliverEmailJob, { emailId, to: email, subject, text, linkExpiresAt: expiresAt.toISOString() }, { jobId: emailId, secretUntil: expiresAt });
    await this.audit.record({ ...agencyActor(caller), action: 'staff.invited', requestId: caller.requestId, details: { email, role, address: caller.address } });
    return invite;
  }

  /** An invitation not accepted yet, withdrawn: its link stops working at once. */
  async withdraw(id: string, caller: Caller): Promise<WithdrawStaffInviteResponse> {
    const withdrawn = await this.invites.withdraw(id);
    if (withdrawn === 'gone') throw new StaffInviteNotFound();
    if (withdrawn === 'accepted') throw new StaffInviteAccepted();
    await this.audit.record({ ...agencyActor(caller), action: 'staff.invite-withdrawn', requestId: caller.requestId, details: { email: withdrawn.email, role: withdrawn.role, address: caller.address } });
    return { success: true };
  }

  /** A fresh secret for the invitee's app; opening the link again offers another (the last one counts). */
  async startEnrolment(token: string): Promise<StartEnrolmentResponse> {
    const invite = await this.invites.open(linkTokenHash(token));
    if (!invite) throw new InviteLinkInvalid();
    const { secret, otpauthUri } = newTotpSecret(invite.email);
    if (!(await this.invites.offerSecret(linkTokenHash(token), this.cipher.encrypt(secret)))) throw new InviteLinkInvalid();
    return { email: invite.email, role: invite.role, secret, otpauthUri };
  }

  /** The new member, signed in (the session's id) with their recovery codes, shown this once. */
  async accept({ token, name, password, code }: AcceptInviteRequest, caller: Caller): Promise<{ sessionId: string; answer: AcceptInviteResponse }> {
    this.passwordPolicy.check(password);
    const invite = await this.invites.open(linkTokenHash(token));
    if (!invite?.pendingTotpSecret) throw new InviteLinkInvalid();
    const totpStep = totpStepOf(this.cipher.decrypt(invite.pendingTotpSecret), code);
    if (totpStep === null) throw new InvalidSecondFactor();
    const recoveryCodes = newRecoveryCodes();
    const account = { email: invite.email, name, role: invite.role, passwordHash: await hashPassword(password), encryptedTotpSecret: invite.pendingTotpSecret, totpStep, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHashOf) };
    const member = await this.invites.consume(invite.id, async (tx) => {
      const created = await this.accounts.create(account, tx);
      if (!created) throw new StaffEmailTaken();
      return created;
    });
    if (!member) throw new InviteLinkInvalid();
    await this.audit.record({ actor: 'admin', actorStaffId: member.id, action: 'staff.joined', subjectId: member.id, requestId: caller.requestId, details: { role: member.role, address: caller.address } });
    const sessionId = await this.lifecycle.start('admin', caller, { accountId: member.id, role: member.role });
    // An owner with MFA exists now: in production the setup password retires, and its sessions end.
    if (member.role === 'owner') await this.bootstrap.retireIfOwned();
    return { sessionId, answer: { recoveryCodes } };
  }
}
