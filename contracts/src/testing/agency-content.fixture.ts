import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AgencyContent, DEFAULT_AGENCY_CONTENT_FILE } from '../content/agency-content';

// The same depth from contracts/src/testing (Jest) and contracts/dist/testing (compiled).
export const shippedAgencyContentFile = join(__dirname, '..', '..', '..', DEFAULT_AGENCY_CONTENT_FILE);

/** The content file the repository ships (SPEC's copy), as the gateway gives it to the pages. */
export const shippedAgencyContent: AgencyContent = AgencyContent.parse(JSON.parse(readFileSync(shippedAgencyContentFile, 'utf8')));
