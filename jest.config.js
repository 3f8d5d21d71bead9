// Every workspace with Jest tests; `npm test` runs them all in one pass (see scripts/test.sh).
module.exports = {
  // Global, not per project (Jest reads testTimeout only here). Jest's 5 s default is a fast machine's: on
  // CI's 2 cores, starting a service process or two Nest apps took longer under load, and a test with a
  // tighter bound of its own still sets it.
  testTimeout: 15_000,
  projects: ['contracts', 'catalog', 'server-kit', 'stripe-simulator', 'ui-kit', 'gateway', 'svc-intake', 'svc-billing', 'svc-admin', 'svc-ai-worker', 'shell', 'mfe-intake', 'mfe-lockin', 'mfe-admin', 'mfe-client']
    .map((dir) => `<rootDir>/${dir}`),
};
