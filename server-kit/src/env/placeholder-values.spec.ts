import { placeholderProblems } from './placeholder-values';

describe('placeholderProblems', () => {
  it.each(['REPLACE_ME', 'postgres://app:REPLACE_ME@db:5432/app', 'sk_live_REPLACE_ME', 'whsec_replace-me', 'changeme', 'change_me', 'sk_live_xxxx', 'whsec_example', 'pk_test_...'])(
    'names the variable holding %s, without its value',
    (value) => {
      expect(placeholderProblems({ SECRET: value })).toEqual([expect.stringMatching(/^SECRET: holds a template's placeholder/)]);
      expect(placeholderProblems({ SECRET: value }).join('')).not.toContain(value);
    },
  );

  it.each(['sk_live_51HxYzAbCdEfGhIjKlMnOp', 'postgres://app:s3cr3t-Pa55@db.internal:5432/app', 'https://agency.example', 'help@agency.example', 'America/New_York', 'exchange-me-not', 'BizAutomate <hello@agency.example>'])('takes %s as a value', (value) => {
    expect(placeholderProblems({ VALUE: value })).toEqual([]);
  });

  it('looks only at strings', () => {
    expect(placeholderProblems({ PORT: 3000, FLAG: undefined })).toEqual([]);
  });
});
