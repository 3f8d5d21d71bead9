import { z } from 'zod';
import { SubmissionListQuery } from '../intake/internal-api';

/** GET /api/admin/submissions/export?search=&status=&sort=: every submission the table's filter matches, in its order. */
export const SubmissionsExportQuery = SubmissionListQuery.omit({ page: true, pageSize: true, unmoved: true });
export type SubmissionsExportQuery = z.input<typeof SubmissionsExportQuery>;

/** The answer is a CSV file (RFC 4180, a header row, CRLF), downloaded under this name. */
export const SubmissionsExportResponse = z.string();
/** Every CSV download's type. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const SUBMISSIONS_CSV_FILE_NAME = 'submissions.csv';
export const SubmissionsExportResponseHeaders = z.object({
  'content-type': z.literal(CSV_CONTENT_TYPE),
  'content-disposition': z.literal(`attachment; filename="${SUBMISSIONS_CSV_FILE_NAME}"`),
});
