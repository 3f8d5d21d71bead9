import { CLIENT_DASHBOARD_PATH } from '@biz/contracts';
import { toast } from '@biz/ui-kit';
import { useNavigate } from 'react-router';

/** After a sign-in or a sign-up: the server's welcome, then the dashboard. */
export function useOpenDashboard(): (answer: { message: string }) => void {
  const navigate = useNavigate();
  return ({ message }) => {
    toast({ title: message, variant: 'success' });
    navigate(CLIENT_DASHBOARD_PATH, { replace: true });
  };
}
