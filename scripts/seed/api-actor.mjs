// One party speaking to the stack's public API (a visitor, the agency, a client, an automation platform):
// every call is named as contracts declares it, its body checked by the endpoint's schema before it leaves
// and its answer by the response schema after. Node's http, so a visitor can come from an address of its own.
import contracts from '@biz/contracts';
import { request } from 'node:http';

const { EndpointSchemas, endpointUrl } = contracts;

/** What the seed reports in a line (no stack trace): a refusal, a stack not answering, a step that could not finish. */
export class SeedProblem extends Error {}

/** A step the stack refused: which step, which call, the status and the field errors it named. */
export class SeedStepError extends SeedProblem {
  constructor(step, endpoint, status, error) {
    const fields = Object.entries(error?.fields ?? {}).map(([field, messages]) => `\n    ${field}: ${[messages].flat().join('; ')}`).join('');
    super(`${step}: ${endpoint} answered ${status}${error?.message ? ` (${error.message})` : ''}${fields}`);
    this.name = 'SeedStepError';
    this.status = status;
  }
}

/** The stack did not answer at all (nothing listening, a dead gateway). */
export class StackUnreachable extends SeedProblem {}

const MAX_RATE_LIMIT_WAITS = 6;

export class ApiActor {
  #cookies = new Map();

  /**
   * `base`: the gateway's URL; `localAddress`: the address this party connects from (each demo visitor its
   * own loopback address when the stack is on this machine, as each would be its own visitor).
   */
  constructor(base, { localAddress, headers = {} } = {}) {
    this.base = new URL(base);
    this.localAddress = localAddress;
    this.headers = headers;
  }

  /** Calls endpoint `name` for `step`; a refusal throws SeedStepError, a 429 waits its Retry-After and tries again. */
  async call(step, name, { params, query, body } = {}) {
    const schemas = EndpointSchemas[name];
    const checked = schemas.body ? schemas.body.parse(body ?? {}) : undefined;
    for (let waits = 0; ; waits++) {
      const answer = await this.#send(contracts.Endpoints[name].method, endpointUrl(name, { params, query }), checked);
      if (answer.status === 429 && waits < MAX_RATE_LIMIT_WAITS) {
        await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 5) * 1000));
        continue;
      }
      const json = answer.text ? JSON.parse(answer.text) : {};
      if (answer.status >= 400) throw new SeedStepError(step, name, answer.status, json.error);
      return schemas.response.parse(json);
    }
  }

  #send(method, path, body) {
    const url = new URL(path, this.base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {
      ...this.headers,
      accept: 'application/json',
      ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      ...(this.#cookies.size ? { cookie: [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    };
    // From a loopback address of its own, the connection goes to the IPv4 loopback (localhost may resolve to ::1).
    const host = this.localAddress ? '127.0.0.1' : url.hostname;
    return new Promise((resolve, reject) => {
      const req = request({ host, port: url.port || 80, path: url.pathname + url.search, method, headers: { ...headers, host: url.host }, localAddress: this.localAddress }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          this.#keepCookies(res.headers['set-cookie'] ?? []);
          resolve({ status: res.statusCode, headers: res.headers, text });
        });
      });
      req.on('error', (error) => reject(new StackUnreachable(`No stack answers at ${this.base.origin} (${error.code ?? error.message})`)));
      req.end(payload);
    });
  }

  /** The session and device cookies, as a browser keeps them: the first `name=value` of each, gone when emptied. */
  #keepCookies(setCookies) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      const expired = !value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}
