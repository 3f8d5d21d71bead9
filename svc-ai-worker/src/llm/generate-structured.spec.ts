import { CATALOG_VERSION } from '@biz/catalog';
import { z } from 'zod';
import { generateStructured } from './generate-structured';
import type { ChatAnswer, ChatMessage, LlmChat } from './llm-chat';

const Answer = z.object({ count: z.number().int() });
const question: ChatMessage[] = [{ role: 'user', content: 'How many? Answer JSON.' }];
const catalog = () => ({ count: -1 });

/** A chat that plays the given answers in turn (an Error is thrown) and keeps what it was asked. */
function scriptedChat(answers: Array<Partial<ChatAnswer> | Error>): LlmChat & { asked: ChatMessage[][] } {
  const asked: ChatMessage[][] = [];
  return {
    model: 'scripted',
    asked,
    async complete(messages) {
      asked.push(messages);
      const next = answers[asked.length - 1];
      if (next instanceof Error) throw next;
      return { content: '', promptTokens: 10, completionTokens: 5, ...next };
    },
  };
}

describe('structured generation', () => {
  it('uses a valid first answer, recording the model and tokens', async () => {
    const chat = scriptedChat([{ content: '{"count": 3}', promptTokens: 120, completionTokens: 8 }]);
    const { value, generation } = await generateStructured(chat, Answer, question, catalog);
    expect(value).toEqual({ count: 3 });
    expect(generation).toMatchObject({ source: 'llm', model: 'scripted', promptTokens: 120, completionTokens: 8, repaired: false });
    expect(Number.isInteger(generation.latencyMs)).toBe(true);
  });

  it('accepts JSON wrapped in a markdown fence', async () => {
    const chat = scriptedChat([{ content: '```json\n{"count": 4}\n```' }]);
    expect((await generateStructured(chat, Answer, question, catalog)).value).toEqual({ count: 4 });
  });

  it('repairs with the bad answer and the schema problems in the conversation, summing tokens', async () => {
    const chat = scriptedChat([{ content: '{"count": "three"}' }, { content: '{"count": 3}', promptTokens: 30, completionTokens: 6 }]);
    const { value, generation } = await generateStructured(chat, Answer, question, catalog);
    expect(value).toEqual({ count: 3 });
    expect(generation).toMatchObject({ source: 'llm', repaired: true, promptTokens: 40, completionTokens: 11 });
    const [repair] = chat.asked.slice(1);
    expect(repair.slice(0, 2)).toEqual([...question, { role: 'assistant', content: '{"count": "three"}' }]);
    expect(repair[2].content).toMatch(/count/);
  });

  it('says so when the answer is not JSON at all', async () => {
    const chat = scriptedChat([{ content: 'Sure! Three.' }, { content: '{"count": 3}' }]);
    await generateStructured(chat, Answer, question, catalog);
    expect(chat.asked[1][2].content).toContain('not valid JSON');
  });

  it('falls back to the catalog after two bad answers, keeping the tokens spent', async () => {
    const chat = scriptedChat([{ content: '{}' }, { content: '[]' }]);
    const { value, generation } = await generateStructured(chat, Answer, question, catalog);
    expect(value).toEqual({ count: -1 });
    expect(generation).toMatchObject({ source: 'catalog-fallback', model: CATALOG_VERSION, repaired: true, promptTokens: 20, completionTokens: 10 });
    expect(chat.asked).toHaveLength(2);
  });

  it('falls back to the catalog when the API fails during the repair', async () => {
    const chat = scriptedChat([{ content: '{}' }, new Error('503')]);
    const { generation } = await generateStructured(chat, Answer, question, catalog);
    expect(generation).toMatchObject({ source: 'catalog-fallback', repaired: true, promptTokens: 10 });
  });

  it('falls back to the catalog at once when the API fails, without asking again', async () => {
    const chat = scriptedChat([new Error('timeout')]);
    const { generation } = await generateStructured(chat, Answer, question, catalog);
    expect(generation).toMatchObject({ source: 'catalog-fallback', repaired: false, promptTokens: 0, completionTokens: 0 });
    expect(chat.asked).toHaveLength(1);
  });
});
