// Every workspace with Jest tests; `npm test` runs them all in one pass (see scripts/test.sh).
module.exports = {
  projects: ['contracts', 'catalog', 'server-kit', 'stripe-simulator', 'ui-kit', 'gateway', 'svc-intake', 'svc-billing', 'svc-admin', 'svc-ai-worker', 'shell', 'mfe-intake', 'mfe-lockin', 'mfe-admin', 'mfe-client']
    .map((dir) => `<rootDir>/${dir}`),
};
