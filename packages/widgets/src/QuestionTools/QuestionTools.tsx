import { variantOf, type PracticeQuestion, type PteClient, type PteType } from '@pte-kit/core';
import { useState } from 'react';
import { Later, deferred } from '../AnswerArea/lazy';
import { BookmarkPicker } from '../BookmarkPicker';
import { Badge } from '../private/Badge';
import { Button } from '../private/Button';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from './messages';
import { useLocale, useT } from '../i18n';
import { toolsMessages } from '../TranslateWords/messages';
import * as styles from './QuestionTools.css';

// The row itself renders with the card (a row that popped in later would push the answer area down); the dialogs
// behind its buttons, the note editor with Quill among them, are fetched at their first opening and then stay mounted.
const ExamMemoryModal = deferred(() => import('../ExamMemoryModal').then((module) => module.ExamMemoryModal));
const ReportModal = deferred(() => import('../ReportModal').then((module) => module.ReportModal));
const NoteEditor = deferred(() => import('../NoteEditor').then((module) => module.NoteEditor));

export interface QuestionToolsProps {
  /** The question the tools act on. */
  question: PracticeQuestion;
  /** The learner's exam type: the exam memory form starts with it chosen. */
  pteType: PteType;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Shows the success and failure messages (e.g. as toasts). Without it they show in the modals or in a status line beside the tools. */
  onToast?: ToastHandler;
}

/** The practice card's tools for one question: bookmark level, Exam Memory (with its count), Report and Note. */
export function QuestionTools(props: QuestionToolsProps) {
  // Keyed by question: another question starts with its own bookmark, count and closed modals.
  return <QuestionToolbar key={props.question.id} {...props} />;
}

type OpenModal = 'note' | 'report' | 'examMemory' | null;

function QuestionToolbar({ question, pteType, client, onToast }: QuestionToolsProps) {
  const api = usePteClient(client);
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [mounted, setMounted] = useState<ReadonlySet<OpenModal>>(() => new Set());
  const open = (modal: Exclude<OpenModal, null>) => {
    setMounted((modals) => new Set(modals).add(modal));
    setOpenModal(modal);
  };
  const [examMemoryCount, setExamMemoryCount] = useState(question.predictionCount);
  const t = useT(toolsMessages);
  const i18n = useLocale();
  const onOpenChange = (modal: Exclude<OpenModal, null>) => (open: boolean) => setOpenModal(open ? modal : null);

  return (
    <div className={styles.root}>
      <BookmarkPicker practiceId={question.id} defaultType={question.bookmarkType} client={api} />
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => open('examMemory')}>
          {t('examMemory')}
          <Badge tone="brand">{i18n.number(examMemoryCount)}</Badge>
        </Button>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => open('report')}>{t('report')}</Button>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => open('note')}>{t('note')}</Button>
      </div>
      <div className={styles.messages}>
        {mounted.has('examMemory') ? (
          <Later>
            <ExamMemoryModal
              open={openModal === 'examMemory'}
              onOpenChange={onOpenChange('examMemory')}
              practiceId={question.id}
              defaultPteType={variantOf(pteType)}
              client={api}
              onToast={onToast}
              onReported={(report) => setExamMemoryCount(report.predictionCount)}
            />
          </Later>
        ) : null}
        {mounted.has('report') ? (
          <Later>
            <ReportModal open={openModal === 'report'} onOpenChange={onOpenChange('report')} practiceId={question.id} client={api} onToast={onToast} />
          </Later>
        ) : null}
        {mounted.has('note') ? (
          <Later>
            <NoteEditor
              open={openModal === 'note'}
              onOpenChange={onOpenChange('note')}
              practiceId={question.id}
              scope={{ skill: question.skill, task: question.task }}
              client={api}
              onToast={onToast}
            />
          </Later>
        ) : null}
      </div>
    </div>
  );
}
