import { endpointPath, Endpoints, type EndpointName, type HttpMethod } from '@biz/contracts';
import { MatchersV3 } from '@pact-foundation/pact';

/**
 * Pact consumer tests call the front end's real API functions, which fetch relative paths as a page on
 * the gateway's origin does. In Node this resolves those paths against the Pact mock server instead. Each
 * request closes its connection: every interaction has a mock server of its own, and one that reuses the port
 * of a closed one would otherwise get a kept-alive socket to it (the request then never reaches it).
 */
export async function withBrowserOrigin<T>(origin: string, run: () => Promise<T>): Promise<T> {
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('connection', 'close');
    return nodeFetch(typeof input === 'string' ? new URL(input, origin) : input, { ...init, headers });
  };
  try {
    return await run();
  } finally {
    // After an error answer too: a 4xx the front end throws on is recorded no sooner than a 200.
    await new Promise((resolve) => setTimeout(resolve, MATCH_RECORDING_MS));
    globalThis.fetch = nodeFetch;
  }
}

/**
 * The Rust mock server (pact-core 16.3+) answers a request before it records the match, and under load the
 * test's verification can read the record first: "expected but not received" for a request it answered
 * (pact-foundation/pact-reference#535, pact-core-mock-server#13; here about one run in six). Waiting this long
 * after the last answer lets the record land.
 */
const MATCH_RECORDING_MS = 50;

/**
 * An interaction's method and path, from the endpoint's declaration: `.withRequest(...requestOf('x'), …)`;
 * a path with `:id` takes its parameters: `requestOf('submissionProfile', { id })`.
 */
export function requestOf(name: EndpointName, params?: Readonly<Record<string, string>>): [HttpMethod, string] {
  return [Endpoints[name].method, params ? endpointPath(name, params) : Endpoints[name].path];
}

/**
 * The same for a path whose parameters only the provider knows (an id its state handler made): the pact
 * keeps the example path for the consumer and an expression (`/api/admin/clients/${id}`) that the
 * verifier fills from the values the state handler returns (`stateKeys`: a parameter filled from another of
 * them, `{ id: 'businessId' }`).
 */
export function requestFromState(name: EndpointName, exampleParams: Readonly<Record<string, string>>, stateKeys: Readonly<Record<string, string>> = {}) {
  const expression = Endpoints[name].path.replace(/:([a-zA-Z]+)/g, (_, param: string) => `\${${stateKeys[param] ?? param}}`);
  return [Endpoints[name].method, MatchersV3.fromProviderState(expression, endpointPath(name, exampleParams))] as const;
}

/** The message a front-end call failed with (`<status>: <body>`), or 'resolved' when it did not fail. */
export const failureOf = (call: Promise<unknown>) => call.then(() => 'resolved', (error: Error) => error.message);
