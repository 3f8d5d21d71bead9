const preset = require('../jest.preset');

// @fastify/static pulls content-disposition 1.x, which is ESM-only: let swc turn it into CommonJS too,
// on top of the preset's list of ESM packages.
module.exports = {
  ...preset,
  displayName: 'gateway',
  transformIgnorePatterns: preset.transformIgnorePatterns.map((p) => p.replace('(?!(', '(?!(@fastify/static|content-disposition|')),
};
