import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: unknown;
}

/** What the fake answers: a completion (optionally late), or an HTTP error. */
export type FakeChatAnswer =
  | { content: string; delayMs?: number; promptTokens?: number; completionTokens?: number }
  | { status: number; body: unknown };

/**
 * A real local OpenAI-compatible server for tests: POST /v1/chat/completions (or /chat/completions)
 * answered by `respond`, every request recorded. Point the `openai` SDK's baseURL at `url`.
 */
export async function startFakeOpenAI(respond: (request: FakeChatRequest, index: number) => FakeChatAnswer) {
  const requests: FakeChatRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !/\/chat\/completions$/.test(req.url ?? '')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request = JSON.parse(raw) as FakeChatRequest;
      requests.push(request);
      const answer = respond(request, requests.length - 1);
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        return;
      }
      const body = {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }],
        usage: { prompt_tokens: answer.promptTokens ?? 0, completion_tokens: answer.completionTokens ?? 0, total_tokens: (answer.promptTokens ?? 0) + (answer.completionTokens ?? 0) },
      };
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, answer.delayMs ?? 0).unref(); // a reply still pending at close must not keep the process alive
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
