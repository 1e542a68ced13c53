import { useCallback, useEffect, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from './appContext';

/**
 * The `onNavigate` the widgets take for their links: a plain left click goes through the router (no page reload); a
 * click with a modifier or another button is left to the browser (new tab, new window).
 */
export function useRouterNavigate(): (event: MouseEvent<HTMLAnchorElement>, href: string) => void {
  const navigate = useNavigate();
  return useCallback((event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }, [navigate]);
}

/**
 * A page that needs a signed-in learner (the dashboard's shell, the printable receipt outside it): signs in first when
 * there is no session, keeps the session refreshed while mounted, and loads the current user once. Whether a session
 * exists.
 */
export function useSignedInPage(): boolean {
  const { auth, client, user, setUser } = useApp();
  const location = useLocation();
  const signedIn = Boolean(auth.session.get());
  useEffect(() => {
    if (!signedIn) {
      void auth.login(location.pathname + location.search);
      return;
    }
    auth.session.start();
    if (!user) client.getCurrentUser().then(setUser, () => undefined);
    return () => auth.session.stop();
    // Once per sign-in.
  }, [signedIn]);
  return signedIn;
}
