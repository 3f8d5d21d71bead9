// `@biz/server-kit/without-nest`: the part of server-kit a process without Nest or a database uses (the AI
// worker): env, logging, metrics, health checks, tracing and the queue. Nothing here loads Nest, pg or
// Kysely, which the package root does: about 2,000 modules and 20 MB of heap at boot (decision 034).
export * from './env/parse-env';
export * from './env/common-env';
export * from './env/agency-content-file';
export * from './env/placeholder-values';
export * from './logging/logger';
export * from './metrics/process-metrics';
export * from './health/health-checks';
export * from './redis/redis-deadlines';
export * from './queue';
export * from './tracing/tracing';
