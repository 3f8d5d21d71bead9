// The private service network of deploy/k8s (issue 32): a default deny, then every call a process makes
// allowed at both ends, Prometheus to every metrics port, and each CronJob's pod out to what it connects to
// (the backup's: Postgres). No egress open to any address: every rule names its peers, and only the
// processes that talk to the internet (Stripe, the LLM, SMTP: `talksOut`) may reach it, never the private
// ranges or the cloud's metadata address (issue 43). Called by manifest-checks.mjs.

/** The variables that mean a process talks to the internet: Stripe's API, the LLM's, the mail server, the agency's OpenID provider. */
const internetVariables = ['STRIPE_SECRET_KEY', 'OPENAI_BASE_URL', 'SMTP_URL', 'STAFF_SSO_ISSUER'];
/** What an internet egress must leave out: the private ranges (the cluster, the VPC) and the metadata address. */
export const privateRanges = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'];

/** Whether a process talks to the internet: its env schema reads one of `internetVariables`. */
export const talksOutOf = (envKeys) => (proc) => internetVariables.some((key) => envKeys.get(proc.name)?.has(key));

/** The other processes a process calls: the `*_URL` variables of processes.mjs its env schema reads. */
export function callsOf(proc, processes, readText) {
  const env = readText(`${proc.name}/src/config/env.ts`) ?? '';
  return processes.filter((target) => target.urlEnv && target !== proc && new RegExp(`\\b${target.urlEnv}\\b`).test(env));
}

const subset = (selector, labels) => Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

/** Whether `selector` (a LabelSelector) selects pods labelled `labels`. */
function selects(selector, labels) {
  if (!selector) return false;
  const expressions = selector.matchExpressions ?? [];
  return subset(selector.matchLabels, labels) && expressions.every((e) => (e.operator === 'In' ? e.values?.includes(labels[e.key]) : e.operator === 'Exists' ? e.key in labels : true));
}

const openTo = (rule, port) => !rule.ports?.length || rule.ports.some((p) => p.port === port);
const isMonitoring = (peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring';

/**
 * @param {object[]} policies  the NetworkPolicy objects applied
 * @param {{ proc: object, labels: Record<string, string>, metricsPort: number }[]} pods  each process's pod labels and metrics port
 * @param {(proc: object) => object[]} callsOf  the processes a process calls
 * @param {{ name: string, labels: Record<string, string>, egressPorts: number[] }[]} [jobs]  each CronJob's pod labels and the ports it connects to outside
 * @param {(proc: object) => boolean} [talksOut]  whether a process talks to the internet
 */
export function checkNetworkPolicies(policies, pods, callsOf, jobs = [], talksOut = () => false) {
  const problems = [];
  const fail = (message) => problems.push(message);
  problems.push(...checkEgressPeers(policies, pods, jobs, talksOut));
  const isDenyAll = (p) => Object.keys(p.spec?.podSelector ?? { x: 1 }).length === 0 && ['Ingress', 'Egress'].every((t) => p.spec?.policyTypes?.includes(t)) && !p.spec?.ingress?.length && !p.spec?.egress?.length;
  if (!policies.some(isDenyAll)) fail('NetworkPolicy: none denies all ingress and egress by default (podSelector {}, policyTypes [Ingress, Egress], no rules)');

  const on = (labels, type) => policies.filter((p) => p.spec?.policyTypes?.includes(type) && selects(p.spec.podSelector, labels));
  const ingressAllows = (target, port, peerMatches) => on(target.labels, 'Ingress').some((p) => (p.spec.ingress ?? []).some((rule) => openTo(rule, port) && (!rule.from?.length || rule.from.some(peerMatches))));
  const egressAllows = (caller, target, port) => on(caller.labels, 'Egress').some((p) => (p.spec.egress ?? []).some((rule) => openTo(rule, port) && (!rule.to?.length || rule.to.some((peer) => !peer.namespaceSelector && selects(peer.podSelector, target.labels)))));
  const byName = new Map(pods.map((pod) => [pod.proc.name, pod]));

  for (const caller of pods) {
    for (const targetProc of callsOf(caller.proc)) {
      const target = byName.get(targetProc.name);
      if (!target) continue;
      const port = target.proc.port;
      const edge = `${caller.proc.name} → ${target.proc.name}:${port}`;
      if (!ingressAllows(target, port, (peer) => !peer.namespaceSelector && selects(peer.podSelector, caller.labels))) fail(`NetworkPolicy: no ingress rule lets ${edge} in (${caller.proc.name} reads ${target.proc.urlEnv})`);
      if (!egressAllows(caller, target, port)) fail(`NetworkPolicy: no egress rule lets ${edge} out (${caller.proc.name} reads ${target.proc.urlEnv})`);
    }
  }
  // A job's pod under the default deny reaches nothing: each port it needs must be let out.
  const egressToPort = (labels, port) => on(labels, 'Egress').some((p) => (p.spec.egress ?? []).some((rule) => rule.ports?.some((q) => q.port === port)));
  for (const job of jobs) {
    for (const port of job.egressPorts) if (!egressToPort(job.labels, port)) fail(`NetworkPolicy: no egress rule lets CronJob ${job.name}'s pods out to port ${port}`);
  }
  for (const pod of pods) {
    if (!ingressAllows(pod, pod.metricsPort, isMonitoring)) fail(`NetworkPolicy: Prometheus (namespace monitoring) cannot reach ${pod.proc.name}'s /metrics on port ${pod.metricsPort}`);
  }
  return problems;
}

const isInternet = (cidr) => cidr === '0.0.0.0/0' || cidr === '::/0';

/** Every egress rule names its peers; an internet block is for the processes that talk out, without the private ranges. */
function checkEgressPeers(policies, pods, jobs, talksOut) {
  const problems = [];
  for (const policy of policies) {
    const name = `NetworkPolicy "${policy.metadata?.name}"`;
    const selected = [...pods.map((pod) => ({ what: pod.proc.name, labels: pod.labels, out: talksOut(pod.proc) })), ...jobs.map((job) => ({ what: `CronJob ${job.name}`, labels: job.labels, out: false }))].filter((pod) => selects(policy.spec?.podSelector, pod.labels));
    for (const rule of policy.spec?.egress ?? []) {
      if (!rule.to?.length) {
        problems.push(`${name}: an egress rule with no peers lets its pods out to any address${rule.ports?.length ? ` on ${rule.ports.map((p) => p.port).join(', ')}` : ''}: name them (podSelector, or an ipBlock)`);
        continue;
      }
      for (const block of rule.to.map((peer) => peer.ipBlock).filter((b) => b && isInternet(b.cidr))) {
        for (const pod of selected.filter((p) => !p.out)) problems.push(`${name}: lets ${pod.what} out to the internet (${block.cidr}), which only the processes that talk to Stripe, the LLM or SMTP may reach`);
        const missing = privateRanges.filter((range) => !(block.except ?? []).includes(range));
        if (missing.length) problems.push(`${name}: its internet block (${block.cidr}) must leave out ${missing.join(', ')} (the private network and the metadata address)`);
      }
    }
  }
  return problems;
}
