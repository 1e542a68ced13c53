import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { ProfileSettings } from '@pte-kit/widgets';
import { useApp } from '../appContext';

/**
 * /dashboard/profile: the profile form. A saved learner becomes the app's current user at once, so the menus show the
 * tasks of a new exam type, the nickname and the plan, and the interface follows a new language, without a reload.
 */
export function ProfilePage() {
  const { client, user, setUser, toast } = useApp();
  const navigate = useNavigate();
  const onNavigate = useCallback((event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }, [navigate]);

  return (
    <ProfileSettings
      user={user!}
      client={client}
      onSaved={setUser}
      onToast={(text, tone) => toast(tone, text)}
      onNavigate={onNavigate}
    />
  );
}
