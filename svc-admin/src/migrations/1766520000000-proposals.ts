import { PROPOSAL_ITEMS_MAX, PROPOSAL_MESSAGE_MAX, ProposalStatuses, SIGNER_NAME_MAX, DECLINE_REASON_MAX } from '@biz/contracts';
import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// Written out: a migration states the stages and causes of its day.
const STAGES_BEFORE = ['new', 'plan_sent', 'call_booked', 'won', 'delivering', 'live', 'lost'];
const CAUSES_BEFORE = ['plan-email-sent', 'call-booked', 'sprint-paid', 'subscription-started', 'automation-in-progress', 'automation-live', 'sprint-refunded', 'by-hand'];
const PROPOSAL_CAUSES = ['proposal-sent', 'proposal-accepted', 'proposal-declined', 'proposal-expired'];
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Proposals (decision 066): one line of versions per business, at most one draft and one sent at a time. A
 * sent version keeps the document as sent and its SHA-256; an accepted one the typed-name signature (name,
 * time, address, user agent), and the emails confirming it attach the signed PDF (`agency_emails.proposal_pdf`).
 * The stage Proposal sent joins the pipeline, with the causes proposals move it by.
 */
export class Proposals1766520000000 implements MigrationInterface {
  name = 'Proposals1766520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${s}.proposals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL,
        submission_id uuid NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN (${list(ProposalStatuses)})),
        items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) BETWEEN 1 AND ${PROPOSAL_ITEMS_MAX}),
        terms jsonb NOT NULL CHECK (jsonb_typeof(terms) = 'object'),
        valid_until date NOT NULL,
        message text NOT NULL DEFAULT '' CHECK (length(message) <= ${PROPOSAL_MESSAGE_MAX}),
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid REFERENCES ${s}.staff_accounts (id),
        sent_at timestamptz,
        sent_by uuid REFERENCES ${s}.staff_accounts (id),
        document jsonb,
        document_hash text CHECK (document_hash ~ '^[0-9a-f]{64}$'),
        signer_name text CHECK (length(signer_name) BETWEEN 1 AND ${SIGNER_NAME_MAX}),
        signed_at timestamptz,
        signer_address text,
        signer_agent text,
        closed_at timestamptz,
        close_reason text CHECK (length(close_reason) <= ${DECLINE_REASON_MAX}),
        UNIQUE (business_id, version),
        CHECK ((document IS NULL) = (sent_at IS NULL) AND (document_hash IS NULL) = (sent_at IS NULL)),
        CHECK (status IN ('draft', 'withdrawn') OR sent_at IS NOT NULL),
        CHECK (status <> 'draft' OR sent_at IS NULL),
        CHECK ((status = 'accepted') = (signed_at IS NOT NULL)),
        CHECK (signed_at IS NULL OR (signer_name IS NOT NULL AND signer_address IS NOT NULL)),
        CHECK ((status IN ('declined', 'expired', 'withdrawn')) = (closed_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX proposals_one_draft ON ${s}.proposals (business_id) WHERE status = 'draft'`);
    await queryRunner.query(`CREATE UNIQUE INDEX proposals_one_sent ON ${s}.proposals (business_id) WHERE status = 'sent'`);
    await queryRunner.query(`CREATE INDEX proposals_open_idx ON ${s}.proposals (valid_until) WHERE status = 'sent'`);
    await this.stages(queryRunner, [...STAGES_BEFORE.slice(0, 3), 'proposal_sent', ...STAGES_BEFORE.slice(3)], [...CAUSES_BEFORE, ...PROPOSAL_CAUSES]);
    await queryRunner.query(`ALTER TABLE ${s}.agency_emails ADD COLUMN proposal_pdf jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const s = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${s}.agency_emails DROP COLUMN proposal_pdf`);
    await queryRunner.query(`DELETE FROM ${s}.stage_moves WHERE cause IN (${list(PROPOSAL_CAUSES)}) OR 'proposal_sent' IN (from_stage, to_stage)`);
    await queryRunner.query(`UPDATE ${s}.business_stages SET stage = 'call_booked' WHERE stage = 'proposal_sent'`);
    await this.stages(queryRunner, STAGES_BEFORE, CAUSES_BEFORE);
    await queryRunner.query(`DROP TABLE ${s}.proposals`);
  }

  private async stages(queryRunner: QueryRunner, stages: readonly string[], causes: readonly string[]): Promise<void> {
    const s = migrationSchema(queryRunner);
    for (const [table, column] of [['business_stages', 'stage'], ['stage_moves', 'from_stage'], ['stage_moves', 'to_stage']]) {
      await queryRunner.query(`ALTER TABLE ${s}.${table} DROP CONSTRAINT ${table}_${column}_check, ADD CONSTRAINT ${table}_${column}_check CHECK (${column} IN (${list(stages)}))`);
    }
    await queryRunner.query(`ALTER TABLE ${s}.stage_moves DROP CONSTRAINT stage_moves_cause_check, ADD CONSTRAINT stage_moves_cause_check CHECK (cause IN (${list(causes)}))`);
  }
}
