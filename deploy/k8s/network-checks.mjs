// The private service network of deploy/k8s (issue 32): a default deny, then every call a process makes
// allowed at both ends, Prometheus to every metrics port, and each CronJob's pod out to what it connects to
// (the backup's: Postgres). Called by manifest-checks.mjs.

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
 */
export function checkNetworkPolicies(policies, pods, callsOf, jobs = []) {
  const problems = [];
  const fail = (message) => problems.push(message);
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
