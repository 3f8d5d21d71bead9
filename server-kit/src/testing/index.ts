// `@biz/server-kit/testing`: fakes and harness helpers for tests only. Kept out of the main entry so a
// service's production code cannot reach them by accident (and does not load them).
export * from './test-schema';
export * from './fake-openai-server';
export * from './service-process';
export * from './redis-prefix';
export * from './smtp-peer';
export * from './free-port';
export * from './client-address';
export * from './wait-until';
export * from './endpoint-contract';
export * from './toggle-proxy';
export * from './schema-guard';
export * from './env-problems';
export * from './pdf-text';
export * from './queued-jobs';
export * from './queue-idle';
export * from './metrics-text';
export * from './service-token-filter';
export * from './signed-internal-calls';
