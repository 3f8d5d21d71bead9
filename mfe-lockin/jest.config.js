const preset = require('../jest.preset');

module.exports = {
  ...preset,
  displayName: 'mfe-lockin',
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/../ui-kit/jest/style-stub.js' },
};
