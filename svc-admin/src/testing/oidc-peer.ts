import { freePort } from '@biz/server-kit/testing';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/** The client the desk is registered as at the test provider. */
export const OIDC_TEST_CLIENT = { clientId: 'agency-desk', clientSecret: 'a client secret for tests only' };

export interface OidcPeer {
  issuer: string;
  /** The env that connects svc-admin to this provider, for the given domains. */
  env(domains?: string): Record<string, string>;
  /**
   * A person signs in at the provider as `email` (its development form), starting from the desk's authorization
   * URL: the query string the provider sends the browser back to the desk with.
   */
  signIn(authorizationUrl: string, email: string): Promise<string>;
  close(): Promise<void>;
}

/** `oidc-provider-process.mjs` (the certified `oidc-provider`) in a process of its own, with the desk as its client coming back to `redirectUri`. */
export async function startOidcPeer(redirectUri: string): Promise<OidcPeer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'oidc-provider-process.mjs')], {
    env: { ...process.env, OIDC_PEER_PORT: String(port), OIDC_PEER_CLIENT_ID: OIDC_TEST_CLIENT.clientId, OIDC_PEER_CLIENT_SECRET: OIDC_TEST_CLIENT.clientSecret, OIDC_PEER_REDIRECT_URI: redirectUri },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('oidc peer listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`oidc-provider-process.mjs exited (${code}): ${output}`)));
  });
  const issuer = `http://127.0.0.1:${port}`;
  return {
    issuer,
    env: (domains = 'agency.example') => ({ STAFF_SSO_ISSUER: issuer, STAFF_SSO_CLIENT_ID: OIDC_TEST_CLIENT.clientId, STAFF_SSO_CLIENT_SECRET: OIDC_TEST_CLIENT.clientSecret, STAFF_SSO_DOMAINS: domains }),
    signIn: (authorizationUrl, email) => signInAt(issuer, redirectUri, authorizationUrl, email),
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A browser at the provider: follows its redirects with its cookies, and fills its sign-in form once. */
async function signInAt(issuer: string, redirectUri: string, authorizationUrl: string, email: string): Promise<string> {
  const cookies = new Map<string, string>();
  const visit = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return new URL(response.headers.get('location') ?? url, issuer).toString();
  };
  let next = await visit(authorizationUrl);
  for (let hop = 0; hop < 6; hop += 1) {
    if (next.startsWith(redirectUri)) return new URL(next).search;
    const interaction = /\/interaction\/([^/?]+)$/.exec(new URL(next).pathname);
    next = interaction ? await visit(next, { prompt: 'login', login: email, password: 'any password' }) : await visit(next);
  }
  throw new Error(`the provider never sent the browser back to ${redirectUri} (last at ${next})`);
}
