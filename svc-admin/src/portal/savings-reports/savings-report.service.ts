import { automationStateLabel, CSV_CONTENT_TYPE, hourValueSource, PLAN_PDF_CONTENT_TYPE, RenderSavingsReportJob, savedHoursValueCents, savingsReportFileName, weeklyHoursOf, type ClientDashboardResponse } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AGENCY_CLOCK, agencyToday, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { csvRow, UTF8_BOM } from '../../shared/files/csv';
import { DOCUMENT_DEADLINE, workerPdf } from '../../shared/documents/worker-pdf';
import type { FileAnswer } from '../../shared/files/file-answer';
import { ClientDashboardService } from '../dashboard/client-dashboard.service';

/** Dollars as a spreadsheet reads them: '187.50'. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

const SAVINGS_CSV_HEADER = ['Automation', 'Status', 'Go-live date', 'Hours a week', 'Basis', 'Saved a week (USD)'];

/**
 * The savings of the dashboard as a CSV a strict parser and a spreadsheet both read: one table, one row per
 * automation, each saying whether its hours are measured (its reported runs of the last 7 days) or estimated
 * (the agency's estimate), then their live total and the value of a saved hour they are priced at, behind the byte order mark Excel needs for UTF-8. The
 * monthly projection, the Weekly Savings card's hint and the weeks are the PDF's.
 */
export function savingsCsv(dashboard: ClientDashboardResponse): string {
  const { hourValue } = dashboard;
  const automations = dashboard.automations.map((a) =>
    csvRow([a.title, automationStateLabel(a), a.goLiveDate ?? '', String(weeklyHoursOf(a)), a.savingsBasis, a.status === 'live' ? dollars(savedHoursValueCents(weeklyHoursOf(a), hourValue.cents)) : '0.00']),
  );
  const total = csvRow(['Total (live automations)', '', '', String(dashboard.totalTimesSaved), '', dollars(dashboard.totalWeeklySavings)]);
  const value = csvRow(['Value of a saved hour', '', '', '', hourValueSource(hourValue), dollars(hourValue.cents)]);
  return UTF8_BOM + csvRow(SAVINGS_CSV_HEADER) + automations.join('') + total + value;
}

/** The Support tab's 'download reports': the dashboard's savings as a CSV (here) or a PDF (the worker's pdfmake). */
@Injectable()
export class SavingsReportService {
  private readonly log = new Logger(SavingsReportService.name);

  constructor(
    @Inject(ClientDashboardService) private readonly dashboards: ClientDashboardService,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(DOCUMENT_DEADLINE) private readonly deadlineMs: number,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
  ) {}

  async csv(accountId: string): Promise<FileAnswer<string>> {
    const dashboard = await this.dashboards.dashboard(accountId);
    return { fileName: savingsReportFileName(dashboard.client.businessName, 'csv'), contentType: CSV_CONTENT_TYPE, body: savingsCsv(dashboard) };
  }

  async pdf(accountId: string): Promise<FileAnswer<Buffer>> {
    const { client, automations, totalWeeklySavings, totalMonthlySavings, totalTimesSaved, liveAutomations, savingsHistory, hourValue } = await this.dashboards.dashboard(accountId);
    const payload = { businessName: client.businessName, preparedOn: agencyToday(this.clock), automations, totalWeeklySavings, totalMonthlySavings, totalTimesSaved, liveAutomations, savingsHistory, hourValue };
    return { fileName: savingsReportFileName(client.businessName, 'pdf'), contentType: PLAN_PDF_CONTENT_TYPE, body: await workerPdf(this.producer, RenderSavingsReportJob, payload, this.deadlineMs, this.log) };
  }
}
