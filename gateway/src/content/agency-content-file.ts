import { demoCaseStudiesIn, type AgencyContent } from '@biz/contracts';
import type { Logger } from 'pino';

/** A production site still showing the shipped demo case studies presents strangers' results as the agency's. */
export function warnOfDemoContent(log: Logger, config: { env: string; agencyContentFile: string; agencyContent: AgencyContent }): void {
  const demo = demoCaseStudiesIn(config.agencyContent);
  if (config.env !== 'production' || !demo.length) return;
  log.warn(
    { file: config.agencyContentFile, caseStudies: demo },
    `the sales page still shows the shipped demo case studies (${demo.join(', ')}): put your own in ${config.agencyContentFile} (AGENCY_CONTENT_FILE) and restart the gateway`,
  );
}
