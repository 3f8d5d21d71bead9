const preset = require('../jest.preset');

module.exports = {
  ...preset,
  displayName: 'mfe-admin',
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/../ui-kit/jest/style-stub.js' },
};
