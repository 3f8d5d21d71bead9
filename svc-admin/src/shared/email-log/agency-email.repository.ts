import type { AgencyEmail, CallInvite, DeliveredEmailStatus, EmailType, PlanPdfInput, SignedProposalPdfInput } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AgencyEmailsTable, SharedDb } from '../shared-db';

/** What a delivery job needs of a logged email. */
export interface EmailToDeliver {
  emailId: string;
  to: string;
  subject: string;
  text: string;
  invite: CallInvite | null;
  planPdf: PlanPdfInput | null;
  proposalPdf: SignedProposalPdfInput | null;
  /** When it was written: its plan link's month starts then. */
  createdAt: Date;
}

export interface NewAgencyEmail {
  /** The business it is about; null for one about none (a support ticket's email to the agency). */
  submissionId: string | null;
  to: string;
  subject: string;
  body: string;
  invite?: CallInvite;
  /** The generator's type the draft came from, when it did. */
  emailType?: EmailType;
  /** The plan to attach as a PDF. */
  planPdf?: PlanPdfInput | null;
  /** The signed proposal to attach as a PDF. */
  proposalPdf?: SignedProposalPdfInput | null;
  /** One of the product's own emails to a lead (`leadEmailKey`): logged once. */
  leadEmailKey?: string;
}

function toAgencyEmail(row: Selectable<AgencyEmailsTable>): AgencyEmail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    status: row.status,
    smtpResponse: row.smtp_response,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

const deliveryColumns = ['id', 'to_address', 'subject', 'body', 'invite', 'plan_pdf', 'proposal_pdf', 'created_at'] as const;
const toDelivery = (row: Pick<Selectable<AgencyEmailsTable>, (typeof deliveryColumns)[number]>): EmailToDeliver => ({ emailId: row.id, to: row.to_address, subject: row.subject, text: row.body, invite: row.invite, planPdf: row.plan_pdf, proposalPdf: row.proposal_pdf, createdAt: row.created_at });
const json = (value: object | null | undefined) => (value ? JSON.stringify(value) : null);
const olderThan = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

/** The agency's email log: the only SQL on `agency_emails`. */
@Injectable()
export class AgencyEmailRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<SharedDb>) {}

  /** Logs the email; null when it has a `leadEmailKey` already logged. */
  async create(email: NewAgencyEmail): Promise<EmailToDeliver | null> {
    const row = await this.db
      .insertInto('agency_emails')
      .values({
        submission_id: email.submissionId,
        to_address: email.to,
        subject: email.subject,
        body: email.body,
        invite: json(email.invite),
        email_type: email.emailType ?? null,
        plan_pdf: json(email.planPdf),
        proposal_pdf: json(email.proposalPdf),
        lead_email_key: email.leadEmailKey ?? null,
      })
      .onConflict((oc) => oc.column('lead_email_key').doNothing())
      .returning(deliveryColumns)
      .executeTakeFirst();
    return row ? toDelivery(row) : null;
  }

  async one(id: string): Promise<(AgencyEmail & { submissionId: string | null; invite: CallInvite | null; emailType: EmailType | null; planPdf: PlanPdfInput | null; proposalPdf: SignedProposalPdfInput | null }) | null> {
    const row = await this.db.selectFrom('agency_emails').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { ...toAgencyEmail(row), submissionId: row.submission_id, invite: row.invite, emailType: row.email_type, planPdf: row.plan_pdf, proposalPdf: row.proposal_pdf } : null;
  }

  /** The emails to a business (to any of its submissions), newest first. */
  async about(submissionIds: readonly string[]): Promise<AgencyEmail[]> {
    if (!submissionIds.length) return [];
    const rows = await this.db.selectFrom('agency_emails').selectAll().where('submission_id', 'in', submissionIds).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(toAgencyEmail);
  }

  /**
   * Stores the worker's report; a report never turns a sent email back. Answers what the email was about
   * (its business and type), or null for an unknown (or deleted) email or one already sent.
   */
  async storeReport(report: { emailId: string; status: DeliveredEmailStatus; messageId: string | null; error: string | null }): Promise<{ submissionId: string | null; emailType: EmailType | null } | null> {
    const row = await this.db
      .updateTable('agency_emails')
      .set({ status: report.status, smtp_response: report.messageId ?? report.error, updated_at: sqlNow, sent_at: report.status === 'sent' ? sqlNow : null })
      .where('id', '=', report.emailId)
      .where('status', '<>', 'sent')
      .returning(['submission_id', 'email_type'])
      .executeTakeFirst();
    return row ? { submissionId: row.submission_id, emailType: row.email_type } : null;
  }

  /** Emails still queued after `seconds`: their job may never have reached Redis. */
  async queued(seconds: number): Promise<EmailToDeliver[]> {
    const rows = await this.db
      .selectFrom('agency_emails')
      .select(deliveryColumns)
      .where('status', '=', 'queued')
      .where('updated_at', '<', olderThan(seconds))
      .orderBy('created_at')
      .limit(500)
      .execute();
    return rows.map(toDelivery);
  }

  /** Emails that failed at least `afterSeconds` ago and are younger than `giveUpSeconds`: each is worth another round. */
  async failed(afterSeconds: number, giveUpSeconds: number): Promise<EmailToDeliver[]> {
    const rows = await this.db
      .selectFrom('agency_emails')
      .select(deliveryColumns)
      .where('status', '=', 'failed')
      .where('updated_at', '<', olderThan(afterSeconds))
      .where('created_at', '>', olderThan(giveUpSeconds))
      .orderBy('created_at')
      .limit(500)
      .execute();
    return rows.map(toDelivery);
  }

  /** A deleted business's emails go with it: the log holds its address and what it was told. */
  async forget(submissionId: string): Promise<number> {
    const result = await this.db.deleteFrom('agency_emails').where('submission_id', '=', submissionId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
