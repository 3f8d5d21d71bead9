import { OnboardingAnswerMessage as M, onboardingAnswerErrors, onboardingAnswerText, OnboardingAnswers, type OnboardingField, type OnboardingForm } from '../index';

const field = (id: string, type: OnboardingField['type'], extra: Partial<OnboardingField> = {}): OnboardingField => ({ id, label: id, type, required: false, ...extra });
const formOf = (fields: OnboardingField[], phaseFields: OnboardingField[] = []): OnboardingForm => ({
  title: 'Form',
  description: '',
  estimatedTime: '5 minutes',
  fields,
  phases: phaseFields.length ? [{ title: 'Phase', fields: phaseFields }] : undefined,
  nextSteps: [],
  implementationGuide: { overview: '', timeline: { totalDuration: '2 weeks' } },
  successMetrics: { kpis: [] },
});

describe('onboarding answers against the form', () => {
  it('name every required question left blank, including one asked only in a phase; a blank optional one is fine', () => {
    const form = formOf([field('name', 'text', { required: true }), field('site', 'url'), field('agree', 'checkbox', { required: true })], [field('access', 'email', { required: true })]);
    expect(onboardingAnswerErrors(form, { name: '   ', site: '', agree: false })).toEqual({ name: [M.required], agree: [M.required], access: [M.required] });
  });

  it('check each type: an email, a link (a file is shared as one), a number, a date, a phone, a choice among the options', () => {
    const form = formOf([field('e', 'email'), field('u', 'url'), field('f', 'file'), field('n', 'number'), field('d', 'date'), field('t', 'tel'), field('s', 'select', { options: ['A', 'B'] }), field('m', 'multiselect', { options: ['A', 'B'] })]);
    const bad = { e: 'not an email', u: 'javascript:alert(1)', f: 'logo.png', n: 'three', d: '2027-13-45', t: 'call me', s: 'C', m: ['A', 'C'] };
    expect(onboardingAnswerErrors(form, bad)).toEqual({ e: [M.email], u: [M.url], f: [M.url], n: [M.number], d: [M.date], t: [M.tel], s: [M.notAChoice], m: [M.notAChoice] });
    const good = { e: 'pat@spa.example', u: 'https://spa.example', f: 'https://drive.example/logo', n: '2.5', d: '2027-01-15', t: '+1 (555) 010-0200', s: 'B', m: ['A', 'B'] };
    expect(onboardingAnswerErrors(form, good)).toEqual({});
  });

  it('refuse an answer of the wrong kind, one too long for its question, and one to no question of the form', () => {
    const form = formOf([field('line', 'text'), field('long', 'textarea'), field('tick', 'checkbox'), field('many', 'multiselect')]);
    expect(onboardingAnswerErrors(form, { line: 'x'.repeat(501), long: 'x'.repeat(5000), tick: 'yes', many: 'A', extra: 'x' })).toEqual({
      line: [M.tooLong(500)],
      tick: [M.wrongKind],
      many: [M.wrongKind],
      extra: [M.unknownQuestion],
    });
  });

  it('refuse an answer of 1 MB before any form is read', () => {
    expect(OnboardingAnswers.safeParse({ notes: 'x'.repeat(1_000_000) }).success).toBe(false);
  });

  it('read as text on the record: a tick as Yes or No, choices joined, nothing as a dash', () => {
    expect([true, false, ['A', 'B'], '', undefined, 'Mon-Fri'].map(onboardingAnswerText)).toEqual(['Yes', 'No', 'A, B', '—', '—', 'Mon-Fri']);
  });
});
