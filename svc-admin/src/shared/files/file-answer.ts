import type { FastifyReply } from 'fastify';

/** A file a service answers: the name the browser saves it under, its type and its body. */
export interface FileAnswer<B extends string | Buffer> {
  fileName: string;
  contentType: string;
  body: B;
}

/** Names the file on the reply (the one reason a file handler takes the reply) and gives its body as the answer. */
export function sendFile<B extends string | Buffer>(reply: FastifyReply, { fileName, contentType, body }: FileAnswer<B>): B {
  reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${fileName}"`);
  return body;
}
