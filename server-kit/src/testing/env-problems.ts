import { EnvValidationError } from '../env/parse-env';

/** The problems a process's env loader reports for `source`, one line each; none when it loads. */
export function envProblemsOf(load: (source: Record<string, string>) => unknown, source: Record<string, string>): readonly string[] {
  try {
    load(source);
  } catch (error) {
    if (error instanceof EnvValidationError) return error.problems;
    throw error;
  }
  return [];
}
