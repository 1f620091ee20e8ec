import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotFoundPage } from '../features/public/pages/not-found-page';
import { useSession } from '../lib/session';
import { AppLayout } from './app-layout';
import { PublicNotFound } from './not-found-route';
import { ProtectedShell } from './protected-shell';

/**
 * No route guard stands over a 404. A cookie whose token has expired is no session: the public
 * 404 then. Once a session ends here (Logout in the account menu, a refused token), go where it
 * says, else to /login, as RequireAuth would.
 */
function WhileSignedIn({ children }: { children: ReactNode }) {
  const { isLoggedIn, redirect } = useSession();
  const navigate = useNavigate();
  const [wasSignedIn] = useState(isLoggedIn);
  useEffect(() => {
    if (wasSignedIn && !isLoggedIn) {
      navigate(redirect?.to ?? '/login', { replace: true, state: redirect?.state });
    }
  }, [wasSignedIn, isLoggedIn, redirect, navigate]);
  if (!wasSignedIn) return <PublicNotFound />;
  return isLoggedIn ? children : null;
}

/** The 404 of a signed-in visitor: the app's header, menu and navigation around it (decision 022). */
export function SignedInNotFound() {
  return (
    <AppLayout>
      <WhileSignedIn>
        <ProtectedShell>
          <NotFoundPage home={{ to: '/dashboard', label: 'notFound.dashboard' }} />
        </ProtectedShell>
      </WhileSignedIn>
    </AppLayout>
  );
}
