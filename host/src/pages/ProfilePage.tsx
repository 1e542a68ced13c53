import { ProfileSettings } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { useRouterNavigate } from '../pageHooks';

/**
 * /dashboard/profile: the profile form. A saved learner becomes the app's current user at once, so the menus show the
 * tasks of a new exam type, the nickname and the plan, and the interface follows a new language, without a reload.
 */
export function ProfilePage() {
  const { client, user, setUser, toast } = useApp();
  const onNavigate = useRouterNavigate();

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
