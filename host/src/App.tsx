import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { createPteClient, type CurrentUser } from '@pte-kit/core';
import { PteClientProvider } from '@pte-kit/widgets';
import { AppContext, type Toast } from './appContext';
import { createAuth, type AppConfig } from './auth';
import { HostLocaleProvider, LoadingText } from './i18n/hostLocale';
import { DashboardLayout } from './layout/DashboardLayout';
import { Toasts } from './layout/Toasts';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';
import { muted } from './pages/pages.css';

/**
 * Each page is its own chunk, fetched when its route is first visited: the landing page and the shell load alone, and
 * a learner opening a question does not first download the profile, dictation and microphone pages.
 */
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const AuthCallback = page(() => import('./pages/AuthCallback'), 'AuthCallback');
const DashboardHome = page(() => import('./pages/DashboardHome'), 'DashboardHome');
const DictationPage = page(() => import('./pages/DictationPage'), 'DictationPage');
const EmbedSignIn = page(() => import('./pages/EmbedSignIn'), 'EmbedSignIn');
const EmbedCallback = page(() => import('./pages/EmbedSignIn'), 'EmbedCallback');
const MicrophoneSetupPage = page(() => import('./pages/MicrophoneSetupPage'), 'MicrophoneSetupPage');
const PracticePage = page(() => import('./pages/PracticePage'), 'PracticePage');
const ProfilePage = page(() => import('./pages/ProfilePage'), 'ProfilePage');
const QuestionListPage = page(() => import('./pages/QuestionListPage'), 'QuestionListPage');
const SharePage = page(() => import('./pages/SharePage'), 'SharePage');
const PlansPage = page(() => import('./pages/PlansPage'), 'PlansPage');
const PurchaseHistoryPage = page(() => import('./pages/PurchaseHistoryPage'), 'PurchaseHistoryPage');
const ReceiptPage = page(() => import('./pages/ReceiptPage'), 'ReceiptPage');
const VocabBookPage = page(() => import('./pages/VocabBookPage'), 'VocabBookPage');
const VocabBookTaskPage = page(() => import('./pages/VocabBookPage'), 'VocabBookTaskPage');
const PronunciationBookPage = page(() => import('./pages/PronunciationBookPage'), 'PronunciationBookPage');
const SpellingBookPage = page(() => import('./pages/SpellingBookPage'), 'SpellingBookPage');
const NotesPage = page(() => import('./pages/NotesPage'), 'NotesPage');
const NotePage = page(() => import('./pages/NotePage'), 'NotePage');
const PrintNotePage = page(() => import('./pages/PrintNotePage'), 'PrintNotePage');
const MockTestsPage = page(() => import('./pages/MockTestsPage'), 'MockTestsPage');
const MockTestSittingPage = page(() => import('./pages/MockTestsPage'), 'MockTestSittingPage');

export function App({ config }: { config: AppConfig }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextToast = useRef(1);

  const toast = useCallback((kind: Toast['kind'], text: string) => {
    const id = nextToast.current++;
    setToasts((list) => [...list, { id, kind, text }]);
    setTimeout(() => setToasts((list) => list.filter((item) => item.id !== id)), 5000);
  }, []);

  const auth = useMemo(() => createAuth(config), [config]);
  const client = useMemo(
    () =>
      createPteClient({
        baseURL: window.location.origin,
        getToken: () => auth.session.accessToken(),
        onUnauthorized: (message) => {
          toast('error', message);
          auth.expel(true);
        },
        onForbidden: (message) => {
          toast('error', message);
          auth.expel(false);
        },
      }),
    [auth, toast],
  );

  const context = useMemo(() => ({ auth, client, user, setUser, toast }), [auth, client, user, toast]);

  return (
    <AppContext.Provider value={context}>
      <HostLocaleProvider user={user}>
      <PteClientProvider client={client}>
        <BrowserRouter>
          <Suspense fallback={<LoadingText className={muted} />}>
          <Routes>
            <Route path="/" element={<Landing />} />
            <Route path="/auth/callback" element={<AuthCallback />} />
            <Route path="/embed/sign-in" element={<EmbedSignIn />} />
            <Route path="/embed/callback" element={<EmbedCallback />} />
            <Route path="/share/:skill/:task/:id" element={<SharePage />} />
            <Route path="/print/receipt" element={<ReceiptPage />} />
            <Route path="/print/:practiceType" element={<PrintNotePage />} />
            <Route path="/dashboard" element={<DashboardLayout />}>
              <Route index element={<DashboardHome />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="spelling-book/dictation" element={<DictationPage />} />
              <Route path="spelling-book" element={<SpellingBookPage />} />
              <Route path="vocab-book" element={<VocabBookPage />} />
              <Route path="vocab-book/:task" element={<VocabBookTaskPage />} />
              <Route path="pronunciation-book" element={<PronunciationBookPage />} />
              <Route path="notes" element={<NotesPage />} />
              <Route path="notes/:id" element={<NotePage />} />
              <Route path="microphone-setup" element={<MicrophoneSetupPage />} />
              <Route path="plans" element={<PlansPage />} />
              <Route path="purchase-history" element={<PurchaseHistoryPage />} />
              <Route path="mock-tests" element={<MockTestsPage />} />
              <Route path="mock-tests/:attemptId" element={<MockTestSittingPage />} />
              <Route path="mock-tests/:attemptId/report" element={<MockTestSittingPage />} />
              <Route path=":skill/:task" element={<QuestionListPage />} />
              <Route path=":skill/:task/:position" element={<PracticePage />} />
              <Route path="*" element={<NotFound />} />
            </Route>
            <Route path="/login" element={<Navigate to="/" replace />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
          </Suspense>
        </BrowserRouter>
        <Toasts toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((item) => item.id !== id))} />
      </PteClientProvider>
      </HostLocaleProvider>
    </AppContext.Provider>
  );
}

