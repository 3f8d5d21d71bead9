import { endpointUrl, Endpoints, type EndpointName, type EndpointUrlParts } from '@biz/contracts';
import { apiRequest } from './api-request';

/** The name a `Content-Disposition: attachment; filename="…"` answer gives its file. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** A file endpoint's answer (its declared method, the session cookie): the bytes and the name the server gives them. */
export async function fetchFile(name: EndpointName, parts: EndpointUrlParts & { body?: unknown }, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await apiRequest(Endpoints[name].method, endpointUrl(name, parts), parts.body);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition'), fallbackName) };
}

/**
 * Fetches a file endpoint and saves the answer under the name the server gives it. Fetched rather than
 * followed as a link, so a failure (a 503, an ended session) rejects and the page can toast it instead of
 * navigating to an error body.
 */
export async function downloadFile(name: EndpointName, parts: EndpointUrlParts & { body?: unknown }, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchFile(name, parts, fallbackName);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
