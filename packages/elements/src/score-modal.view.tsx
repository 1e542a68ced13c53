import { useEffect, useState } from 'react';
import { errorMessage, type AnswerRecord, type PracticeQuestion, type PteClient } from '@pte-kit/core';
import { ScoreModal } from '@pte-kit/widgets';
import { resolveTask } from './ElementPractice';
import { reactView } from './reactView';
import { UnknownTask } from './unknownTask';

export interface ScoreModalViewProps {
  client: PteClient;
  task: string;
  open: boolean;
  record: AnswerRecord | null;
  question: PracticeQuestion | null;
  mediaBaseUrl: string;
  onClose: () => void;
}

/** <pte-score-modal>'s React part: the question comes from the element or, by the record's question id, from the API. */
function ScoreModalView({ client, task: taskName, open, record, question: given, mediaBaseUrl, onClose }: ScoreModalViewProps) {
  const task = resolveTask(taskName);
  const [loaded, setLoaded] = useState<PracticeQuestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const practiceId = record?.practiceId;
  const question = given ?? (loaded?.id === practiceId ? loaded : null);

  useEffect(() => {
    if (given || !task || !practiceId || !open) return;
    let current = true;
    setError(null);
    client.getPracticeItemById(task.skill, task.apiTask, practiceId).then(
      (item) => current && setLoaded(item.question),
      (failure) => current && setError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [client, task?.key, practiceId, given, open]);

  if (!task) return <UnknownTask task={taskName} />;
  if (error) return <p role="alert">{error}</p>;
  if (!question) return null;
  return (
    <ScoreModal
      open={open}
      onOpenChange={(next) => { if (!next) onClose(); }}
      record={record}
      question={question}
      pathname={`/dashboard/${task.skill}/${task.slug}`}
      mediaBaseUrl={mediaBaseUrl}
    />
  );
}

export default reactView(ScoreModalView);
