import { startFakeOpenAI, type FakeOpenAI } from './fake-openai-server';

const chat = { model: 'fake-model', messages: [{ role: 'user', content: 'Answer in JSON.' }] };

describe('the fake OpenAI-compatible server', () => {
  let fake: FakeOpenAI | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const post = (path: string, body: string) =>
    fetch(`${fake!.url.replace(/\/v1$/, '')}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('answers a chat completion in the OpenAI shape, with usage, and records the request', async () => {
    fake = await startFakeOpenAI(() => ({ content: '{"ok":true}', promptTokens: 12, completionTokens: 3 }));
    const res = await post('/v1/chat/completions', JSON.stringify({ ...chat, response_format: { type: 'json_object' } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      object: 'chat.completion',
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: '{"ok":true}' } }],
      usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 },
    });
    expect(fake.requests).toEqual([{ ...chat, response_format: { type: 'json_object' } }]);
  });

  it('accepts the path without /v1 and a json_schema response format, counting requests from 0', async () => {
    const seen: number[] = [];
    fake = await startFakeOpenAI(async (_request, index) => (seen.push(index), { content: `answer ${index}` }));
    const format = { type: 'json_schema', json_schema: { name: 'x', schema: { type: 'object' } } };
    await post('/chat/completions', JSON.stringify({ ...chat, response_format: format }));
    const second = (await (await post('/v1/chat/completions', JSON.stringify(chat))).json()) as { choices: Array<{ message: { content: string } }> };
    expect(seen).toEqual([0, 1]);
    expect(second.choices[0].message.content).toBe('answer 1');
    expect(fake.requests[0].response_format).toEqual(format);
  });

  it('answers the status and body it is given', async () => {
    fake = await startFakeOpenAI(() => ({ status: 429, body: { error: { message: 'slow down' } } }));
    const res = await post('/v1/chat/completions', JSON.stringify(chat));
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { message: 'slow down' } });
  });

  it('holds an answer back for delayMs', async () => {
    fake = await startFakeOpenAI(() => ({ content: '{}', delayMs: 200 }));
    const started = Date.now();
    await post('/v1/chat/completions', JSON.stringify(chat));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('refuses other routes with 404 and a body that is not JSON with 400, recording neither', async () => {
    fake = await startFakeOpenAI(() => ({ content: '{}' }));
    expect((await post('/v1/embeddings', '{}')).status).toBe(404);
    expect((await post('/v1/chat/completions', 'not json')).status).toBe(400);
    expect(fake.requests).toEqual([]);
  });
});
