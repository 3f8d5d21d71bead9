import { createParamDecorator, PayloadTooLargeException, type ExecutionContext } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { Readable } from 'node:stream';

type WithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * Keeps the exact bytes of the request body on the routes listed (a Stripe webhook's signature is over
 * those bytes; the parsed JSON re-serialised is not the same text). Other routes are not touched, so no
 * other request pays for a second copy of its body.
 */
export function keepRawBodyOn(fastify: FastifyInstance, paths: readonly string[]): void {
  if (!paths.length) return;
  const limit = fastify.initialConfig.bodyLimit ?? 1024 * 1024;
  const capture: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new PayloadTooLargeException();
      chunks.push(chunk);
    }
    const raw = Buffer.concat(chunks, size);
    (request as WithRawBody).rawBody = raw;
    // Fastify's own parser still reads the body (content type, JSON, length checks) from the same bytes.
    return Readable.from([raw]);
  };
  fastify.addHook('onRoute', (route) => {
    if (!paths.includes(route.url)) return;
    const existing = route.preParsing ? [route.preParsing].flat() : [];
    route.preParsing = [...existing, capture];
  });
}

/** The request body as received (`@RawBody() raw: Buffer | undefined`), on routes given to `rawBodyRoutes`. */
export const RawBody = createParamDecorator((_data: unknown, context: ExecutionContext): Buffer | undefined => context.switchToHttp().getRequest<WithRawBody>().rawBody);
