module.exports = { ...require('../jest.preset'), displayName: 'server-kit' };
