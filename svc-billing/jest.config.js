module.exports = { ...require('../jest.preset'), displayName: 'svc-billing' };
