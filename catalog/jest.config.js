module.exports = { ...require('../jest.preset'), displayName: 'catalog' };
