import { INGEST_TOKEN_PREFIX, MINUTES_PER_DAY, RUN_REPORT_LEEWAY_MINUTES, RunReportMessage, ServerMessage, UNKNOWN_BUSINESS, type AutomationIngestTokenResponse, type AutomationRunReport, type AutomationRunReportResponse } from '@biz/contracts';
import { addressBucketOf, domainError, RateLimiter, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AGENCY_CLOCK, todayIn, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { AgencyNotifier } from '../../shared/agency-notices/agency-notifier';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { AutomationRepository, type AutomationRecord, type IngestTokenHolder } from '../automations/automation.repository';
import { AutomationRunsRepository } from './automation-runs.repository';
import { AutomationNotFound } from '../automations/automation-delivery.service';
import { ReportSlots } from './report-slots';

/** Injection token of the per-token limit on reports of runs. */
export const AUTOMATION_RUNS_LIMITER = Symbol('AUTOMATION_RUNS_LIMITER');
/** Injection token of the per-address limit on reports with a bad token (token guessing). */
export const BAD_RUN_TOKEN_LIMITER = Symbol('BAD_RUN_TOKEN_LIMITER');
/** Reports with a bad token an address may send a minute: a platform with a stale token learns it at once; a guesser gets nowhere. */
export const BAD_RUN_TOKENS_PER_MINUTE = 10;

/** 401: no token, or not this automation's current one (the same answer for an automation that does not exist). */
export class IngestTokenInvalid extends domainError('IngestTokenInvalid', ServerMessage.ingestTokenInvalid) {}

/** Only the digest is kept: a leaked table names no working token. 32 random bytes need no slow hash. */
const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');
const bearerToken = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

/** The runs an automation's platform reports, on its own token, and the tokens the agency issues. */
@Injectable()
export class AutomationRunsService {
  // Fewer than the pool's 5 connections: the service's other requests keep one.
  private readonly slots = new ReportSlots(4);

  constructor(
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(AutomationRunsRepository) private readonly runs: AutomationRunsRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AUTOMATION_RUNS_LIMITER) private readonly limiter: RateLimiter,
    @Inject(BAD_RUN_TOKEN_LIMITER) private readonly badTokens: RateLimiter,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(AgencyNotifier) private readonly notifier: AgencyNotifier,
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
  ) {}

  /** A new token, shown this once; the one before stops working at once. */
  async issueToken(id: string, caller: Caller): Promise<AutomationIngestTokenResponse> {
    const token = `${INGEST_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const issuedAt = await this.automations.issueIngestToken(id, digestOf(token));
    if (!issuedAt) throw new AutomationNotFound();
    const automation = await this.automations.one(id);
    await this.audit.record({ ...agencyActor(caller), action: 'automation.token-issued', subjectId: automation?.submissionId ?? undefined, requestId: caller.requestId, details: { automation: automation?.title ?? id } });
    return { token, issuedAt: issuedAt.toISOString() };
  }

  /**
   * A report of runs: the token first (401; past 10 bad ones a minute from an address, 429), then its
   * minute's budget (429, counted per token, so a rotated token starts afresh), then its time (within the
   * automation's life: from its go-live day in the agency's time zone to a few minutes ahead, else 400), then
   * its minutes (within the agency's ceiling per run and the 24 hours of its day, else 400), then the report
   * once per event id. The automation's first report is on its business's timeline. The agency is told of the
   * first report, and of a report refused for its time or minutes from a platform holding the right token.
   */
  async report(id: string, authorization: string | undefined, report: AutomationRunReport, address: string): Promise<AutomationRunReportResponse> {
    const token = bearerToken(authorization);
    const digest = token && digestOf(token);
    const holder = digest && (await this.slots.run(() => this.automations.ingestTokenHolder(id, digest)));
    if (!digest || !holder) {
      await this.badTokens.hit(addressBucketOf(address));
      throw new IngestTokenInvalid();
    }
    await this.limiter.hit(digest);
    try {
      this.checkTime(report.at, holder.goLiveDate);
      await this.checkMinutes(id, report, holder);
    } catch (refusal) {
      // Once a day per automation: a platform replaying a bad backlog must not bury the bell.
      await this.tellAgency('run-report-refused', id, `${id}-${todayIn(this.clock.timeZone, this.clock.now())}`);
      throw refusal;
    }
    const { counted, first } = await this.slots.run(() => this.runs.recordRuns(id, report));
    if (first) {
      const automation = await this.automations.one(id);
      await this.audit.record({ actor: 'system', action: 'automation.first-run', subjectId: automation?.submissionId ?? undefined, details: { automation: automation?.title ?? id, runs: report.count } });
      await this.tellAgency('automation-first-report', id, id, automation);
    }
    return { counted };
  }

  private async tellAgency(event: 'automation-first-report' | 'run-report-refused', id: string, eventKey: string, known?: AutomationRecord | null): Promise<void> {
    const automation = known === undefined ? await this.automations.one(id) : known;
    if (!automation) return;
    const account = automation.accountId ? await this.accounts.one(automation.accountId) : null;
    await this.notifier.tell({ event, eventKey, recordId: automation.submissionId, businessName: account?.businessName ?? UNKNOWN_BUSINESS, detail: automation.title });
  }

  /**
   * A report saves at most its runs × the ceiling, and the automation at most a day's minutes on the agency's
   * day of the report (runs without minutes at the agency's minutes per run). The field named is the one
   * that carried the minutes: `minutesSaved`, else `count`.
   */
  private async checkMinutes(id: string, report: AutomationRunReport, holder: IngestTokenHolder): Promise<void> {
    const field = report.minutesSaved === undefined ? 'count' : 'minutesSaved';
    const refuse = (message: string) => {
      throw new ValidationFailed({ [field]: [message] });
    };
    if (report.minutesSaved !== undefined && report.minutesSaved > report.count * holder.runMinutesCeiling) refuse(RunReportMessage.overRunCeiling(holder.runMinutesCeiling));
    const minutes = report.minutesSaved ?? report.count * (holder.minutesPerRun ?? 0);
    if (minutes === 0) return;
    const at = new Date(report.at);
    const day = todayIn(this.clock.timeZone, at.getTime());
    const counted = await this.slots.run(() => this.runs.minutesOn(id, day, at, holder.minutesPerRun, report.eventId));
    if (counted + minutes > MINUTES_PER_DAY) refuse(RunReportMessage.overDay(day, Math.max(0, Math.floor(MINUTES_PER_DAY - counted))));
  }

  private checkTime(at: string, goLiveDate: string | null): void {
    const time = Date.parse(at);
    const refuse = (message: string) => {
      throw new ValidationFailed({ at: [message] });
    };
    if (time > this.clock.now() + RUN_REPORT_LEEWAY_MINUTES * 60_000) refuse(RunReportMessage.inTheFuture);
    if (!goLiveDate) refuse(RunReportMessage.notLive);
    else if (todayIn(this.clock.timeZone, time) < goLiveDate) refuse(RunReportMessage.beforeGoLive(goLiveDate));
  }
}
