const preset = require('../jest.preset');

// fastify's inject() (light-my-request) loads cookie 1.x, which is ESM-only and nested under
// light-my-request: let swc turn it into CommonJS too, on top of the preset's list of ESM packages.
module.exports = {
  ...preset,
  displayName: 'svc-billing',
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) => p.replace('(?!(', '(?!(light-my-request/node_modules/cookie|cookie|')),
};
