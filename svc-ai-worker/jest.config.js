module.exports = { ...require('../jest.preset'), displayName: 'svc-ai-worker' };
