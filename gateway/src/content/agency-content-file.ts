import { demoCaseStudiesIn, unverifiedStatsIn, type AgencyContent } from '@biz/contracts';
import type { Logger } from 'pino';

/**
 * The claims a production site makes that nobody vouched for: the shipped demo case studies (strangers'
 * results presented as the agency's), and the intake page's figures without a source (decision 065).
 */
export function warnOfDemoContent(log: Logger, config: { env: string; agencyContentFile: string; agencyContent: AgencyContent }): void {
  if (config.env !== 'production') return;
  const where = `${config.agencyContentFile} (AGENCY_CONTENT_FILE)`;
  const demo = demoCaseStudiesIn(config.agencyContent);
  if (demo.length) {
    log.warn({ file: config.agencyContentFile, caseStudies: demo }, `the sales page still shows the shipped demo case studies (${demo.join(', ')}): put your own in ${where} and restart the gateway`);
  }
  const unverified = unverifiedStatsIn(config.agencyContent).map(({ value, label }) => `${value} ${label}`);
  if (unverified.length) {
    log.warn(
      { file: config.agencyContentFile, stats: unverified },
      `the intake page shows figures no source backs, unverified copy: ${unverified.join('; ')}. Give each its "source" in ${where}, or remove it, and restart the gateway`,
    );
  }
}
