import { hasStem, namesTool } from './keyword-match';

describe('reading pain points and tools', () => {
  it.each([
    ['too much scheduling by hand', 'schedul'],
    ['dms pile up on weekends', 'dm'],
    ['no-shows every monday', 'no-show'],
    ['slow to follow up; leads go cold', 'follow up'],
  ])('finds a stem at the start of a word: "%s" has %s', (text, stem) => {
    expect(hasStem(text, stem)).toBe(true);
  });

  it.each([
    ['too much admin work', 'dm'],
    ['the car is already fixed', 'ready'],
    ['syntax errors in our exports', 'tax'],
    ['a misleading invoice', 'lead'],
  ])('does not read letters inside another word: "%s" lacks %s', (text, stem) => {
    expect(hasStem(text, stem)).toBe(false);
  });

  it('matches tools by whole name only', () => {
    expect(namesTool('square pos, google calendar', 'square')).toBe(true);
    expect(namesTool('square pos, google calendar', 'google')).toBe(true);
    expect(namesTool('squarespace website', 'square')).toBe(false);
    expect(namesTool('excellent spreadsheets', 'excel')).toBe(false);
    expect(namesTool('iphone notes', 'phone')).toBe(false);
  });
});
