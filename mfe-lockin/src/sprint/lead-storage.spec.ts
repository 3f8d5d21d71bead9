import { LOCKIN_FORM_STORAGE_KEY, readStoredLockinFormData } from '@biz/contracts';
import { exampleLead } from '@biz/contracts/testing';
import { memoryStorage } from './memory-storage.fixture';
import { leadFormDefaults, readLeadStorage, saveLead, storedLead } from './lead-storage';

const lead = exampleLead;

describe('the saved lead form', () => {
  it('is saved under the spec key and read back for the order summaries', () => {
    const storage = memoryStorage();
    saveLead(lead, storage);
    expect(JSON.parse(storage.getItem(LOCKIN_FORM_STORAGE_KEY)!)).toEqual(lead);
    expect(readStoredLockinFormData(readLeadStorage(() => storage))).toEqual({
      businessName: 'Paws & Claws',
      contactEmail: 'hello@pawsclaws.example',
      contactPhone: '(555) 123-4567',
      industry: 'Other',
      timeline: 'ASAP (This week)',
    });
  });

  it('reads as nothing where storage is unavailable, instead of breaking the page', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(readLeadStorage(blocked)).toBeNull();
    expect(readStoredLockinFormData(readLeadStorage(blocked))).toEqual({});
  });

  it('goes with the payment intent only when it is still a complete, valid lead', () => {
    expect(storedLead(JSON.stringify(lead))).toEqual(lead);
    expect(storedLead(JSON.stringify({ ...lead, contactEmail: 'not-an-email' }))).toBeUndefined();
    expect(storedLead(JSON.stringify({ businessName: 'Half filled' }))).toBeUndefined();
    expect(storedLead('{broken')).toBeUndefined();
    expect(storedLead(null)).toBeUndefined();
  });

  it('drops keys the schema does not know before it is sent', () => {
    expect(storedLead(JSON.stringify({ ...lead, amount: 1 }))).toEqual(lead);
  });

  it('fills the form again when the visitor comes back from checkout, empty strings where nothing was saved', () => {
    const defaults = leadFormDefaults(JSON.stringify({ businessName: 'Paws & Claws', timeline: 42 }));
    expect(defaults.businessName).toBe('Paws & Claws');
    expect(defaults.timeline).toBe('');
    expect(defaults.currentMarketing).toBe('');
    expect(Object.keys(defaults).sort()).toEqual(Object.keys({ ...lead, currentMarketing: '' }).sort());
    expect(leadFormDefaults('[1]').businessName).toBe('');
  });
});
