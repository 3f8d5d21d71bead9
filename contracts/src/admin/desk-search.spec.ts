import { deskSearchHitPath, DeskSearchQuery, LeadPhoneSearchQuery, phoneDigitsOf, searchWordsOf } from './desk-search';

const ID = '5e2d8c1a-7b4f-4a93-8d6e-2c1b0a9f8e7d';

describe('the desk search', () => {
  it('opens a business at its overview and anything else at its section of the record', () => {
    expect(deskSearchHitPath({ kind: 'business', recordId: ID })).toBe(`/admin/businesses/${ID}`);
    expect(deskSearchHitPath({ kind: 'ticket', recordId: ID })).toBe(`/admin/businesses/${ID}/tickets`);
    expect(deskSearchHitPath({ kind: 'onboarding', recordId: ID })).toBe(`/admin/businesses/${ID}/onboarding`);
  });

  it('reads a phone number in any punctuation as its digits, and anything with letters as no phone', () => {
    expect(phoneDigitsOf('+1 (555) 867-5309')).toBe('15558675309');
    expect(phoneDigitsOf('555.867')).toBe('555867');
    expect(phoneDigitsOf('55')).toBeNull();
    expect(phoneDigitsOf('glow 555')).toBeNull();
    expect(phoneDigitsOf('1234567890123456')).toBeNull();
  });

  it('keeps only the letters and digits of each word, so no tsquery syntax passes', () => {
    expect(searchWordsOf("Glow  Med's & !spa:* | (x)")).toEqual(['glow', 'med', 's', 'spa', 'x']);
    expect(searchWordsOf('Café Zürich 42')).toEqual(['café', 'zürich', '42']);
    expect(searchWordsOf('-- ;')).toEqual([]);
  });

  it('takes 2 to 100 characters once trimmed, and 3 to 15 digits for a phone', () => {
    expect(DeskSearchQuery.parse({ q: '  gl  ' })).toEqual({ q: 'gl' });
    expect(DeskSearchQuery.safeParse({ q: ' g ' }).success).toBe(false);
    expect(DeskSearchQuery.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(LeadPhoneSearchQuery.safeParse({ digits: '555' }).success).toBe(true);
    expect(LeadPhoneSearchQuery.safeParse({ digits: '555-1' }).success).toBe(false);
  });
});
