import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NotFoundPage } from '../features/public/pages/not-found-page';
import { useSession } from '../lib/session';
import { AppLayout } from './app-layout';
import { ProtectedShell } from './protected-shell';

/**
 * No route guard stands over a 404: once the session ends here (Logout in the account menu, a
 * refused token), go where it says, else to /login, as RequireAuth would.
 */
function LeaveWhenSignedOut({ children }: { children: ReactNode }) {
  const { isLoggedIn, redirect } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLoggedIn) navigate(redirect?.to ?? '/login', { replace: true, state: redirect?.state });
  }, [isLoggedIn, redirect, navigate]);
  return isLoggedIn ? children : null;
}

/** The 404 of a signed-in visitor: the app's header, menu and navigation around it (issue 23, point 13). */
export function SignedInNotFound() {
  return (
    <AppLayout>
      <LeaveWhenSignedOut>
        <ProtectedShell>
          <NotFoundPage home={{ to: '/dashboard', label: 'Go to your dashboard' }} />
        </ProtectedShell>
      </LeaveWhenSignedOut>
    </AppLayout>
  );
}
