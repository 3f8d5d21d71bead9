import { llmRequests, llmTokens, type WorkerLogger } from '@biz/server-kit/without-nest';
import type { WorkerEnv } from '../config/env';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatAnswer {
  content: string;
  promptTokens: number;
  completionTokens: number;
}

/** One JSON-mode chat completion against the configured model. */
export interface LlmChat {
  model: string;
  complete(messages: ChatMessage[]): Promise<ChatAnswer>;
}

export type LlmEnv = Pick<WorkerEnv, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'LLM_TIMEOUT_MS'>;

/**
 * The OpenAI-compatible client when OPENAI_API_KEY is set; null means the catalog engine is the default.
 * JSON mode (`json_object`) rather than `json_schema`: more OpenAI-compatible servers honour it, and the
 * contracts schema checks the answer anyway.
 */
export function createLlmChat(env: LlmEnv, logger?: Pick<WorkerLogger, 'error'>): LlmChat | null {
  if (!env.OPENAI_API_KEY) return null;
  // Loaded only with a key: a worker on the catalog engine never carries the SDK (decision 034).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { OpenAI } = require('openai') as typeof import('openai');
  // No SDK retries: the repair round and the catalog fallback are the retry policy.
  const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, timeout: env.LLM_TIMEOUT_MS, maxRetries: 0 });
  return {
    model: env.OPENAI_MODEL,
    async complete(messages) {
      try {
        const completion = await client.chat.completions.create({ model: env.OPENAI_MODEL, messages, response_format: { type: 'json_object' } });
        llmRequests.inc({ model: env.OPENAI_MODEL, outcome: 'ok' });
        llmTokens.inc({ model: env.OPENAI_MODEL, kind: 'prompt' }, completion.usage?.prompt_tokens ?? 0);
        llmTokens.inc({ model: env.OPENAI_MODEL, kind: 'completion' }, completion.usage?.completion_tokens ?? 0);
        return {
          content: completion.choices[0]?.message.content ?? '',
          promptTokens: completion.usage?.prompt_tokens ?? 0,
          completionTokens: completion.usage?.completion_tokens ?? 0,
        };
      } catch (err) {
        llmRequests.inc({ model: env.OPENAI_MODEL, outcome: 'error' });
        // Otherwise a wrong key or a dead server would only show as catalog-fallback rows.
        logger?.error({ err, model: env.OPENAI_MODEL, baseUrl: env.OPENAI_BASE_URL }, 'LLM request failed; the catalog answers');
        throw err;
      }
    },
  };
}
