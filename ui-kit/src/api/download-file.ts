import { urlOf, type EndpointDeclaration, type EndpointUrlParts } from '@biz/contracts';
import { apiRequest } from './api-request';

/** The name a `Content-Disposition: attachment; filename="…"` answer gives its file. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** A file endpoint's answer (its declared method, the session cookie): the bytes and the name the server gives them. */
export async function fetchFileAt(endpoint: EndpointDeclaration, parts: EndpointUrlParts & { body?: unknown }, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await apiRequest(endpoint.method, urlOf(endpoint.path, parts), parts.body);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition'), fallbackName) };
}

/** Saves fetched bytes under their name, as a download. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
