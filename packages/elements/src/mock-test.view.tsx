import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, type PteClient } from '@pte-kit/core';
import { MockTestList, MockTestSitting, useLocale, useT } from '@pte-kit/widgets';
import { embedMessages } from './embedMessages';
import type { PteMockReportDetail, PteMockStartedDetail } from './mock-test.element';
import { reactView } from './reactView';

export interface MockTestViewProps {
  client: PteClient;
  mediaBaseUrl: string;
  formId: string | null;
  attemptId: number | null;
  onStarted: (detail: PteMockStartedDetail) => void;
  onFinished: (attemptId: number) => void;
  onReport: (detail: PteMockReportDetail) => void;
}

/**
 * <pte-mock-test>'s React part: the sitting `attempt-id` names; else the learner's sitting of `form-id` (resumed if
 * one is in progress, started if not); else the list, whose Start and Resume open the sitting in place.
 */
function MockTestView({ client, mediaBaseUrl, formId, attemptId, onStarted, onFinished, onReport }: MockTestViewProps) {
  useLocale().addCatalogues('fa', { embed: () => import('./fa/embed') });
  const t = useT(embedMessages);
  const events = useRef({ onStarted, onFinished, onReport });
  events.current = { onStarted, onFinished, onReport };
  // Start from the list or from form-id tells the page which form the new sitting sits.
  const reporting = useMemo<PteClient>(() => ({
    ...client,
    startMockTest: async (form) => {
      const sitting = await client.startMockTest(form);
      events.current.onStarted({ attemptId: sitting.id, formId: sitting.formId });
      return sitting;
    },
  }), [client]);
  const latestClient = useRef(reporting);
  latestClient.current = reporting;
  // One client for the widgets whatever the token: each call goes through the latest one. A new client would make the
  // sitting load afresh, and an essay typed but not yet sent would be lost when the page refreshes the token.
  const stable = useMemo(() => new Proxy({} as PteClient, { get: (_, key) => latestClient.current[key as keyof PteClient] }), []);
  const [opened, setOpened] = useState<number | null>(null);
  const [fromForm, setFromForm] = useState<{ formId: string; attemptId: number | null; error: string | null } | null>(null);

  // Only a new form-id or attempt-id looks the sitting up again: a new token (the page refreshing it) keeps the
  // sitting on screen rather than starting another once this one has finished.
  useEffect(() => {
    setOpened(null);
    if (attemptId !== null || !formId) {
      setFromForm(null);
      return;
    }
    let live = true;
    const api = latestClient.current;
    setFromForm({ formId, attemptId: null, error: null });
    (async () => {
      const list = await api.listMockTests();
      const running = list.attempts.find((attempt) => attempt.status === 'IN_PROGRESS' && attempt.formId === formId);
      return running ? running.id : (await api.startMockTest(formId)).id;
    })().then(
      (id) => live && setFromForm({ formId, attemptId: id, error: null }),
      (reason) => live && setFromForm({ formId, attemptId: null, error: errorMessage(reason, t('mockTestFailed'), 'server') }),
    );
    return () => { live = false; };
  }, [formId, attemptId]);

  const sittingId = attemptId ?? fromForm?.attemptId ?? opened;
  if (sittingId !== null) {
    return (
      <MockTestSitting
        key={sittingId}
        attemptId={sittingId}
        client={stable}
        mediaBaseUrl={mediaBaseUrl}
        onBack={attemptId === null && !formId ? () => setOpened(null) : undefined}
        onFinished={(id) => events.current.onFinished(id)}
        onReport={(report) => events.current.onReport({ attemptId: report.attemptId, overall: report.overall, skills: report.skills })}
      />
    );
  }
  // The server's refusal (the free plan's one test used, another sitting running) is in English.
  if (fromForm?.error) return <p role="alert" lang="en" dir="ltr">{fromForm.error}</p>;
  if (fromForm) return <p role="status">{t('loadingMockTest')}</p>;
  return <MockTestList client={stable} onOpen={setOpened} onReport={setOpened} headingLevel={2} />;
}

export default reactView(MockTestView);
