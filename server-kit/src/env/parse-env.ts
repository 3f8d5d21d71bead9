import { withDerivedUrls } from '@biz/contracts';
import { z } from 'zod';
import { clientAddressKeyProblems } from '../http/client-address-proof';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET } from '../http/service-token';
import { placeholderProblems } from './placeholder-values';

/** Thrown when the environment does not match the process's schema; the message lists every problem. */
export class EnvValidationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvValidationError';
  }
}

/**
 * Parses `source` with `schema` once at boot. Every bad variable is reported in one message, so an
 * operator fixes them all in one go instead of restarting once per variable. In production a variable of the
 * schema that still holds a template's placeholder (`REPLACE_ME`, `changeme`…) is a problem too. Upstream URLs
 * and PUBLIC_URL left unset follow the ports (withDerivedUrls). The result is frozen.
 */
export function parseEnv<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  source: Record<string, string | undefined> = process.env,
): Readonly<z.infer<S>> {
  // An empty string means "unset" for env files and shells alike: let the defaults apply.
  const cleaned = Object.fromEntries(Object.entries(withDerivedUrls(source)).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.length ? issue.path.join('.') : '(environment)';
      const value = issue.path.length === 1 ? cleaned[String(issue.path[0])] : undefined;
      return value === undefined ? `${name}: ${issue.message} (not set)` : `${name}: ${issue.message}`;
    });
    throw new EnvValidationError(problems);
  }
  if (result.data.NODE_ENV === 'production') {
    const problems = placeholderProblems(Object.fromEntries(Object.keys(result.data).map((name) => [name, cleaned[name]])));
    if (typeof result.data.CLIENT_ADDRESS_KEY === 'string') problems.push(...clientAddressKeyProblems({ NODE_ENV: 'production', CLIENT_ADDRESS_KEY: result.data.CLIENT_ADDRESS_KEY }));
    if (result.data.SERVICE_TOKEN_SECRET === DEVELOPMENT_SERVICE_TOKEN_SECRET) problems.push('SERVICE_TOKEN_SECRET: required in production: the secret the processes sign their internal calls with, the same in each (openssl rand -base64 32)');
    if (problems.length) throw new EnvValidationError(problems);
  }
  return Object.freeze(result.data);
}
