const preset = require('../jest.preset');

module.exports = { ...preset, displayName: 'gateway' };
