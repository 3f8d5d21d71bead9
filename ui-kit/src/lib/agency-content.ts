import { AGENCY_CONTENT_ELEMENT_ID, type AgencyContent } from '@biz/contracts';
import { createContext, useContext } from 'react';

/**
 * The agency's content file as the gateway serves it (decision 025). The shell provides it: on the server
 * from the gateway's render, in the browser from the JSON script the gateway puts in every page, so the two
 * render the same. A federation singleton like the rest of ui-kit, so every remote reads the shell's.
 */
export const AgencyContentContext = createContext<AgencyContent | null>(null);

export function useAgencyContent(): AgencyContent {
  const content = useContext(AgencyContentContext);
  // Only a page not served by the gateway lacks it: the section's error boundary shows its fallback.
  if (!content) throw new Error(`No agency content: the page carries no #${AGENCY_CONTENT_ELEMENT_ID} script`);
  return content;
}

/** The content the page carries; the gateway validated it when it started, so it is not parsed again here. */
export function readInlineAgencyContent(doc: Document): AgencyContent | null {
  const inline = doc.getElementById(AGENCY_CONTENT_ELEMENT_ID)?.textContent;
  return inline ? (JSON.parse(inline) as AgencyContent) : null;
}
