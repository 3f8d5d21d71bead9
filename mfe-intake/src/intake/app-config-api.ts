import { APP_CONFIG_PATH, AppConfig } from '@biz/contracts';
import { apiRequest } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';

/** The runtime configuration the gateway publishes (the booking page among it). */
export async function fetchAppConfig(): Promise<AppConfig> {
  const res = await apiRequest('GET', APP_CONFIG_PATH);
  return AppConfig.parse(await res.json());
}

export function useAppConfig() {
  return useQuery({ queryKey: [APP_CONFIG_PATH], queryFn: fetchAppConfig });
}

/** The booking page with the visitor's name and email filled in (Cal.com and Calendly read both). */
export function bookingLink(bookingUrl: string, visitor: { name: string; email: string }): string {
  const url = new URL(bookingUrl);
  url.searchParams.set('name', visitor.name);
  url.searchParams.set('email', visitor.email);
  return url.href;
}
