import { readAgencyContentFile } from '@biz/server-kit';
import { agencyContentFileOf, type AdminEnv } from '../../config/env';

/** Injection token of the cents a saved hour is worth for a client the agency set no value for. */
export const AGENCY_HOUR_VALUE_CENTS = Symbol('AGENCY_HOUR_VALUE_CENTS');

/** The content file's `savedHourValueUsd`, read once at start: a broken file stops svc-admin as it stops the gateway. */
export const agencyHourValueCentsOf = (env: Pick<AdminEnv, 'AGENCY_CONTENT_FILE'>): number => readAgencyContentFile(agencyContentFileOf(env)).savedHourValueUsd * 100;
