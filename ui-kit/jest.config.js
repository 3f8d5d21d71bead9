module.exports = { ...require('../jest.preset'), displayName: 'ui-kit' };
