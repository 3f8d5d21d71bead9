import { ValidationMessage } from '@biz/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchCallOptions } from './calls-api';

/** The days and slots the agency can book now (they move with today): shared by the scheduler and Move, kept a minute. */
export const useCallOptions = (enabled = true) => useQuery({ queryKey: ['call-options'], queryFn: fetchCallOptions, enabled, staleTime: 60_000 });

/** SPEC §5's message when a date or a time is missing, announced as an alert. */
export function MissingDateOrTime() {
  return (
    <p role="alert" className="text-sm font-medium text-danger-700">
      {ValidationMessage.selectCallDateAndTime}
    </p>
  );
}
