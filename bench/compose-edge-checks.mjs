// The TLS edge of docker-compose.yml (issue 32): profile `tls` runs Caddy in front of the gateway with
// deploy/caddy/Caddyfile, and compose-tls.env has the gateway believe that proxy, and only it. Called by
// compose-checks.mjs.

export const edgeProxyName = 'caddy';
export const tlsEnvFile = 'compose-tls.env';
const caddyfile = './deploy/caddy/Caddyfile';

/** `KEY=value` lines of an env file. */
const envFileOf = (text) => Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]));

/**
 * @param {Record<string, object>} services  compose's services
 * @param {string | null} tlsEnvText  the text of compose-tls.env
 * @param {object} read  compose-checks' readers: `envOf(service)`, its environment as a map, and
 *   `interpolateDefaults(value)`, a value with its `${VAR:-default}` resolved
 */
export function checkTlsEdge(services, tlsEnvText, { envOf, interpolateDefaults }) {
  const problems = [];
  const fail = (message) => problems.push(message);
  const caddy = services[edgeProxyName];
  const gateway = services.gateway;
  if (!caddy) return [`service "${edgeProxyName}" is missing (TLS in front of the gateway, profile tls)`];
  const where = `service "${edgeProxyName}"`;
  if (!/^caddy:2\.\d+\.\d+(-alpine)?$/.test(String(caddy.image ?? ''))) fail(`${where}: image must be caddy:2.x.y, pinned, found "${caddy.image}"`);
  if (!(caddy.profiles ?? []).includes('tls')) fail(`${where}: must be in profile "tls"`);
  if (!(caddy.volumes ?? []).some((v) => String(typeof v === 'string' ? v : v.source).startsWith(`${caddyfile}:`) || v.source === caddyfile)) fail(`${where}: must mount ${caddyfile} (the file the e2e spec runs)`);
  if (interpolateDefaults(envOf(caddy).GATEWAY_UPSTREAM ?? '') !== 'gateway:8080') fail(`${where}: GATEWAY_UPSTREAM must be gateway:8080`);

  // Reached on its own published port, the gateway must believe no proxy: anyone could claim https or an address.
  const trustByDefault = interpolateDefaults(envOf(gateway ?? {}).TRUST_PROXY ?? 'false');
  if (trustByDefault !== 'false') fail(`service "gateway": TRUST_PROXY must default to false (its own port is published), found "${trustByDefault}"`);
  const address = interpolateDefaults(caddy.networks?.edge?.ipv4_address ?? '');
  if (!address) fail(`${where}: needs a fixed ipv4_address on network edge (the one proxy the gateway believes)`);
  const gatewayNetworks = Array.isArray(gateway?.networks) ? gateway.networks : Object.keys(gateway?.networks ?? {});
  if (!gatewayNetworks.includes('edge')) fail('service "gateway": must be on network edge, where Caddy reaches it');

  if (tlsEnvText == null) return [...problems, `${tlsEnvFile} is missing`];
  const tlsEnv = envFileOf(tlsEnvText);
  if (!String(tlsEnv.COMPOSE_PROFILES ?? '').split(',').includes('tls')) fail(`${tlsEnvFile} must set COMPOSE_PROFILES=tls`);
  if (address && tlsEnv.TRUST_PROXY !== address) fail(`${tlsEnvFile}: TRUST_PROXY must be Caddy's address ${address}, found "${tlsEnv.TRUST_PROXY}"`);
  for (const key of ['PUBLIC_URL', 'ALLOWED_ORIGINS']) if (!String(tlsEnv[key] ?? '').startsWith('https://')) fail(`${tlsEnvFile}: ${key} must be https://…, found "${tlsEnv[key]}"`);
  return problems;
}
