module.exports = { ...require('../jest.preset'), displayName: 'stripe-simulator' };
