import type { IncomingMessage } from 'node:http';

/** The services' code for a 413 (server-kit's error filter), so a client sees one code whoever refused. */

/** Thrown into undici by a streamed body that grew past the limit: the exchange answers 413. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/** Whether the body announces more bytes than the limit (refused before a byte is read or forwarded). */
export function declaredTooLarge(req: IncomingMessage, maxBodyBytes: number): boolean {
  const length = req.headers['content-length'];
  return length !== undefined && Number(length) > maxBodyBytes;
}

/**
 * A body of unknown length (chunked), forwarded as it arrives and cut off once past the limit. Only such
 * bodies pay for this generator: Node's parser already holds a Content-Length body to its declared size.
 */
export async function* limitedBody(body: AsyncIterable<Buffer>, maxBodyBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > maxBodyBytes) throw new BodyTooLarge(maxBodyBytes);
    yield chunk;
  }
}
