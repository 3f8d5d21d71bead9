import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The body the `openai` SDK posts to /chat/completions, as far as tests look at it. */
export interface FakeChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  /** `{ type: 'json_object' }` or `{ type: 'json_schema', json_schema }`: both are accepted and recorded. */
  response_format?: unknown;
}

/**
 * What the fake answers: a completion (its `content` is the assistant message; `delayMs` holds the
 * answer back, e.g. to kill the caller mid request or to trip its timeout), or an HTTP error.
 */
export type FakeChatAnswer =
  | { content: string; delayMs?: number; promptTokens?: number; completionTokens?: number }
  | { status: number; body: unknown };

/** `index` counts the chat requests so far, from 0, so a test can answer the first one differently. */
export type FakeChatResponder = (request: FakeChatRequest, index: number) => FakeChatAnswer | Promise<FakeChatAnswer>;

export interface FakeOpenAI {
  /** The base URL for the SDK (`new OpenAI({ baseURL: url })`) or OPENAI_BASE_URL of a child process. */
  url: string;
  /** Every chat request received, in order. */
  requests: FakeChatRequest[];
  close(): Promise<void>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  // The caller may be gone (killed, timed out) by the time a late answer is ready.
  if (res.destroyed || res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function completion(request: FakeChatRequest, index: number, answer: { content: string; promptTokens?: number; completionTokens?: number }) {
  const promptTokens = answer.promptTokens ?? 0;
  const completionTokens = answer.completionTokens ?? 0;
  return {
    id: `chatcmpl-${index + 1}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

/**
 * A real local OpenAI-compatible server for tests: POST /v1/chat/completions (or /chat/completions)
 * answered by `respond`, every request recorded. Anything else is a 404, a body that is not JSON a 400.
 *
 * ```ts
 * const fake = await startFakeOpenAI((req, i) => ({ content: JSON.stringify(plan), delayMs: i === 0 ? 10_000 : 0 }));
 * // OPENAI_API_KEY=sk-test OPENAI_BASE_URL=fake.url ... then: fake.requests, await fake.close()
 * ```
 */
export async function startFakeOpenAI(respond: FakeChatResponder): Promise<FakeOpenAI> {
  const requests: FakeChatRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !/\/chat\/completions$/.test((req.url ?? '').split('?', 1)[0])) {
        sendJson(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
        return;
      }
      let request: FakeChatRequest;
      try {
        request = JSON.parse(raw) as FakeChatRequest;
      } catch {
        sendJson(res, 400, { error: { message: 'body is not JSON' } });
        return;
      }
      const index = requests.push(request) - 1;
      Promise.resolve()
        .then(() => respond(request, index))
        .then(
          (answer) => {
            if ('status' in answer) {
              sendJson(res, answer.status, answer.body);
              return;
            }
            // unref: a reply still pending at close must not keep the test process alive.
            setTimeout(() => sendJson(res, 200, completion(request, index, answer)), answer.delayMs ?? 0).unref();
          },
          (error: unknown) => sendJson(res, 500, { error: { message: `fake responder threw: ${String(error)}` } }),
        );
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
