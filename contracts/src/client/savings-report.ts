import { z } from 'zod';
import { businessFileStem, DownloadPlanPdfResponse } from '../admin/submission-records';

/** The Support tab's 'download reports': the savings as a CSV and as a PDF, named after the business. */
export const savingsReportFileName = (businessName: string, format: 'csv' | 'pdf') => `${businessFileStem(businessName)}-savings-report.${format}`;

/** GET /api/client/reports/savings.csv: the automations and the weeks, RFC 4180 with CRLF. */
export const SavingsReportCsvResponse = z.string();
export type SavingsReportCsvResponse = z.infer<typeof SavingsReportCsvResponse>;

/** GET /api/client/reports/savings.pdf: the PDF's bytes. */
export const SavingsReportPdfResponse = DownloadPlanPdfResponse;
