import { variantOf, type PracticeQuestion, type PteClient, type PteType } from '@pte-kit/core';
import { useState } from 'react';
import { BookmarkPicker } from '../BookmarkPicker';
import { ExamMemoryModal } from '../ExamMemoryModal';
import { NoteEditor } from '../NoteEditor';
import { Badge } from '../private/Badge';
import { Button } from '../private/Button';
import { usePteClient } from '../PteClientProvider';
import { ReportModal } from '../ReportModal';
import type { ToastHandler } from './messages';
import * as styles from './QuestionTools.css';

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
  const [examMemoryCount, setExamMemoryCount] = useState(question.predictionCount);
  const onOpenChange = (modal: Exclude<OpenModal, null>) => (open: boolean) => setOpenModal(open ? modal : null);

  return (
    <div className={styles.root}>
      <BookmarkPicker practiceId={question.id} defaultType={question.bookmarkType} client={api} />
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpenModal('examMemory')}>
          Exam Memory
          <Badge tone="brand">{examMemoryCount}</Badge>
        </Button>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpenModal('report')}>Report</Button>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setOpenModal('note')}>Note</Button>
      </div>
      <div className={styles.messages}>
        <ExamMemoryModal
          open={openModal === 'examMemory'}
          onOpenChange={onOpenChange('examMemory')}
          practiceId={question.id}
          defaultPteType={variantOf(pteType)}
          client={api}
          onToast={onToast}
          onReported={(report) => setExamMemoryCount(report.predictionCount)}
        />
        <ReportModal open={openModal === 'report'} onOpenChange={onOpenChange('report')} practiceId={question.id} client={api} onToast={onToast} />
        <NoteEditor
          open={openModal === 'note'}
          onOpenChange={onOpenChange('note')}
          practiceId={question.id}
          scope={{ skill: question.skill, task: question.task }}
          client={api}
          onToast={onToast}
        />
      </div>
    </div>
  );
}
