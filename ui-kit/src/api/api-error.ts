import { ErrorEnvelope } from '@biz/contracts';

/** The status and the server's message of an API error ("<status>: <body text>", SPEC §8). */
export function apiErrorOf(error: unknown): { status: number; message?: string } {
  const text = error instanceof Error ? error.message : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: 0 };
  let message: string | undefined;
  try {
    message = ErrorEnvelope.parse(JSON.parse(match[2])).error.message;
  } catch {
    message = undefined;
  }
  return { status: Number(match[1]), message };
}
