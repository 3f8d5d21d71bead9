// The TLS edge of deploy/k8s (issue 32): the public reaches the gateway only through an Ingress that ends
// TLS with a certificate from cert-manager, and the gateway believes that controller's X-Forwarded-Proto,
// so its cookies are Secure and it sends HSTS. Called by manifest-checks.mjs.

/** Applied once per cluster, not by the kustomization: the issuer the Ingress names. */
export const clusterIssuerPath = 'deploy/k8s/cert-manager/cluster-issuer.yaml';
const issuerAnnotation = 'cert-manager.io/cluster-issuer';

/**
 * @param {{ all: (kind: string) => object[], config: Record<string, string>, gatewayName: string, issuers: object[] }} input
 *   every applied object of a kind, the ConfigMap's data, the gateway's name, the ClusterIssuers of `clusterIssuerPath`
 */
export function checkEdge({ all, config, gatewayName, issuers }) {
  const problems = [];
  const fail = (message) => problems.push(message);

  const routesToGateway = (ingress) => (ingress.spec?.rules ?? []).some((rule) => (rule.http?.paths ?? []).some((path) => path.backend?.service?.name === gatewayName));
  const ingress = all('Ingress').find(routesToGateway);
  if (!ingress) {
    fail(`Ingress: none routes to Service "${gatewayName}" (the public entry, with TLS)`);
    return problems;
  }
  const where = `Ingress "${ingress.metadata?.name}"`;
  const tlsHosts = new Set((ingress.spec.tls ?? []).filter((t) => t.secretName).flatMap((t) => t.hosts ?? []));
  const hosts = (ingress.spec.rules ?? []).map((rule) => rule.host);
  for (const host of hosts) if (!host || !tlsHosts.has(host)) fail(`${where}: host "${host ?? '(any)'}" is served without TLS (spec.tls lists no secret for it)`);

  const issuerName = ingress.metadata?.annotations?.[issuerAnnotation];
  const issuer = issuers.find((i) => i.metadata?.name === issuerName);
  if (!issuerName) fail(`${where}: no ${issuerAnnotation} annotation: nothing issues or renews its certificate`);
  else if (!issuer) fail(`${where}: ClusterIssuer "${issuerName}" is not in ${clusterIssuerPath}`);
  else {
    const classes = (issuer.spec?.acme?.solvers ?? []).map((s) => s.http01?.ingress?.ingressClassName).filter(Boolean);
    if (classes.length && !classes.includes(ingress.spec.ingressClassName)) fail(`ClusterIssuer "${issuerName}": its HTTP-01 solver uses ingress class ${classes.join(', ')}, the Ingress ${ingress.spec.ingressClassName}`);
  }

  let publicHost;
  try {
    const url = new URL(config.PUBLIC_URL ?? '');
    if (url.protocol !== 'https:') fail(`ConfigMap: PUBLIC_URL must be https (links in emails, canonical URLs), found "${config.PUBLIC_URL}"`);
    publicHost = url.hostname;
  } catch {
    fail(`ConfigMap: PUBLIC_URL is not a URL, found "${config.PUBLIC_URL}"`);
  }
  if (publicHost && !hosts.includes(publicHost)) fail(`${where}: does not serve PUBLIC_URL's host ${publicHost} (hosts: ${hosts.join(', ')})`);
  // Behind the controller, the gateway's peer is always the controller: with nothing trusted it would count
  // every client as the controller's address and never know a request came over https.
  if (['false', '0', undefined].includes(config.TRUST_PROXY)) fail(`ConfigMap: TRUST_PROXY must name the ingress controller (a hop count or its addresses), found "${config.TRUST_PROXY}": cookies would never be Secure nor HSTS sent`);

  // The controller is the only way in: believing its headers is safe only when no other pod can send them.
  const port = Number(all('Deployment').find((d) => d.metadata?.name === gatewayName)?.spec?.template?.spec?.containers?.[0]?.ports?.[0]?.containerPort);
  const gatewayPolicies = all('NetworkPolicy').filter((p) => p.spec?.podSelector?.matchLabels?.['app.kubernetes.io/name'] === gatewayName);
  const opens = (rule) => !rule.ports?.length || rule.ports.some((p) => p.port === port);
  const openBeyond = gatewayPolicies.some((p) => (p.spec.ingress ?? []).some((rule) => opens(rule) && (!rule.from?.length || rule.from.some((peer) => !peer.namespaceSelector))));
  if (openBeyond) fail(`NetworkPolicy: the gateway's port ${port} is open beyond the ingress controller's namespace: another peer could forge X-Forwarded-*`);
  return problems;
}
