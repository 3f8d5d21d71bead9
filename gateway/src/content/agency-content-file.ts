import { readFileSync } from 'node:fs';
import { AgencyContent, agencyContentProblems, demoCaseStudiesIn } from '@biz/contracts';
import type { Logger } from 'pino';

/**
 * Reads the agency's content file (decision 025) once, at start. A file that cannot be read, is not JSON or
 * breaks the schema stops the gateway with a message naming the file and each field at fault, so a typo
 * never reaches a visitor as a broken page.
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

/** A production site still showing the shipped demo case studies presents strangers' results as the agency's. */
export function warnOfDemoContent(log: Logger, config: { env: string; agencyContentFile: string; agencyContent: AgencyContent }): void {
  const demo = demoCaseStudiesIn(config.agencyContent);
  if (config.env !== 'production' || !demo.length) return;
  log.warn(
    { file: config.agencyContentFile, caseStudies: demo },
    `the sales page still shows the shipped demo case studies (${demo.join(', ')}): put your own in ${config.agencyContentFile} (AGENCY_CONTENT_FILE) and restart the gateway`,
  );
}
