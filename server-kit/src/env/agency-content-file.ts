import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AgencyContent, agencyContentProblems, DEFAULT_AGENCY_CONTENT_FILE } from '@biz/contracts';

/** The file a process reads: AGENCY_CONTENT_FILE when set, else the shipped one under the repository root. */
export const agencyContentFileAt = (configured: string | undefined, repoRoot: string): string => resolve(configured ?? resolve(repoRoot, DEFAULT_AGENCY_CONTENT_FILE));

/**
 * Reads the agency's content file (decision 025) once, at start: the gateway for its pages, the worker for
 * the letterhead of every email (decision 049), svc-admin for the default value of a saved hour. A file that cannot be read, is not JSON or breaks the schema
 * stops the process with a message naming the file and each field at fault, so a typo never reaches a
 * visitor as a broken page or an inbox as a broken email.
 */
export function readAgencyContentFile(file: string): AgencyContent {
  const refuse = (why: string) => new Error(`The agency content file ${file} (AGENCY_CONTENT_FILE) ${why}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw refuse(`${error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read'}: ${(error as Error).message}`);
  }
  const parsed = AgencyContent.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = agencyContentProblems(parsed.error);
  throw refuse(`has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((line) => `  ${line}`).join('\n')}`);
}
