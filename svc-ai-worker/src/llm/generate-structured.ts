import type { GenerationRecord } from '@biz/contracts';
import { CATALOG_VERSION } from '@biz/catalog';
import { z } from 'zod';
import type { ChatMessage, LlmChat } from './llm-chat';

// Servers without a JSON mode often wrap the object in a markdown fence despite the instructions.
const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i;

function check<T>(schema: z.ZodType<T>, content: string): { ok: true; value: T } | { ok: false; problem: string } {
  const text = content.trim();
  let json: unknown;
  try {
    json = JSON.parse(fenced.exec(text)?.[1] ?? text);
  } catch {
    return { ok: false, problem: 'The answer was not valid JSON.' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: z.prettifyError(parsed.error) };
}

export const repairRequest = (problem: string) =>
  `That answer does not match the required JSON shape:\n${problem}\nAnswer again with the corrected JSON object only.`;

/**
 * Asks the LLM for JSON checked by a schema; when the answer fails the schema, asks once more with the
 * problems named; when that fails too, or the API errors or times out, the catalog answers.
 * The record holds the source, model, latency and the tokens spent either way.
 */
export async function generateStructured<T>(
  chat: LlmChat,
  schema: z.ZodType<T>,
  messages: ChatMessage[],
  catalog: () => T,
): Promise<{ value: T; generation: GenerationRecord }> {
  const started = performance.now();
  let promptTokens = 0;
  let completionTokens = 0;
  let repaired = false;
  const record = (source: GenerationRecord['source'], model: string): GenerationRecord => ({
    source, model, latencyMs: Math.round(performance.now() - started), promptTokens, completionTokens, repaired,
  });
  try {
    let conversation = messages;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const answer = await chat.complete(conversation);
      promptTokens += answer.promptTokens;
      completionTokens += answer.completionTokens;
      const result = check(schema, answer.content);
      if (result.ok) return { value: result.value, generation: record('llm', chat.model) };
      repaired = true;
      conversation = [...messages, { role: 'assistant', content: answer.content }, { role: 'user', content: repairRequest(result.problem) }];
    }
  } catch {
    // The API failed or timed out (the chat client logged why): the catalog answers below.
  }
  return { value: catalog(), generation: record('catalog-fallback', CATALOG_VERSION) };
}
