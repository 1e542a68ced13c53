import { variantOf } from '@pte-kit/core';
import { MockTestList, MockTestSitting } from '@pte-kit/widgets';
import { useNavigate, useParams } from 'react-router';
import { useApp } from '../appContext';
import { NotFound } from './NotFound';
import * as styles from './pages.css';

/**
 * /dashboard/mock-tests: the forms, the learner's sittings and what the plan allows. The forms of the learner's exam
 * (the profile's PTE Academic or PTE Core) come first; the other exam's are one tap away.
 */
export function MockTestsPage() {
  const navigate = useNavigate();
  const { user } = useApp();
  return (
    <div className={styles.section}>
      <MockTestList
        variant={user ? variantOf(user.profile.pteType) : undefined}
        onOpen={(attemptId) => navigate(`/dashboard/mock-tests/${attemptId}`)}
        onReport={(attemptId) => navigate(`/dashboard/mock-tests/${attemptId}/report`)}
      />
    </div>
  );
}

/**
 * /dashboard/mock-tests/:attemptId (take or resume) and …/report: both follow the sitting where the server has it,
 * so the report address of a sitting still running shows the sitting, and a finished one shows its report.
 */
export function MockTestSittingPage() {
  const navigate = useNavigate();
  const { attemptId } = useParams();
  const id = Number(attemptId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  return (
    <div className={styles.section}>
      <MockTestSitting attemptId={id} onBack={() => navigate('/dashboard/mock-tests')} />
    </div>
  );
}
