module.exports = { ...require('../jest.preset'), displayName: 'shell' };
