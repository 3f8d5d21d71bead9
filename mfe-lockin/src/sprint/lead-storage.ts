import { LOCKIN_FORM_STORAGE_KEY, LockinLeadForm, readStoredLockinFormData, type StoredLockinFormData } from '@biz/contracts';
import { useHydrated } from '@biz/ui-kit';
import { useMemo } from 'react';

/** The form as typed: every field a string (an untouched select is ''), checked by the schema on submit. */
export type LeadFormValues = { [K in keyof LockinLeadForm]-?: string };

const fields = Object.keys(LockinLeadForm.shape) as (keyof LeadFormValues)[];

/** The raw saved form, or null where there is no storage (server render, storage blocked by the browser). */
export function readLeadStorage(storage: () => Storage = () => localStorage): string | null {
  try {
    return storage().getItem(LOCKIN_FORM_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveLead(lead: LockinLeadForm, storage: Storage = localStorage): void {
  storage.setItem(LOCKIN_FORM_STORAGE_KEY, JSON.stringify(lead));
}

/**
 * What the order summaries show (business, email, phone, industry, timeline), from the saved form. Storage
 * is the browser's: the pre-rendered page and its hydration show none, and the saved details follow at once.
 */
export function useStoredSummary(): StoredLockinFormData {
  const hydrated = useHydrated();
  return useMemo(() => readStoredLockinFormData(hydrated ? readLeadStorage() : null), [hydrated]);
}

function parseObject(raw: string | null): Record<string, unknown> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The lead sent with the payment intent: the saved form only if it is still a complete, valid lead. */
export function storedLead(raw: string | null): LockinLeadForm | undefined {
  const parsed = LockinLeadForm.safeParse(parseObject(raw));
  return parsed.success ? parsed.data : undefined;
}

/** The form's starting values: what the visitor saved before (back from checkout), else empty. */
export function leadFormDefaults(raw: string | null): LeadFormValues {
  const saved = parseObject(raw);
  return Object.fromEntries(fields.map((field) => [field, typeof saved[field] === 'string' ? saved[field] : ''])) as LeadFormValues;
}
