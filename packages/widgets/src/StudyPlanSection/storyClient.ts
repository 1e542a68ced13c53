import type { PteClient, StudyPlanDto } from '@pte-kit/core';
import { wizardClient } from '../StudyPlanWizard/storyClient';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

export const TODAY = '2026-11-26';

/** A plan day for the stories and tests: counts on most speaking and reading tasks, some already done. */
export function planDay(date: string, id = 5): StudyPlanDto {
  return {
    id, date, dailyPracticeSpeaking: 1.25, dailyPracticeWriting: 0.5, dailyPracticeListening: 1, dailyPracticeReading: 0.75,
    speakingReadAloud: 6, speakingRepeatSentence: 10, speakingDescribeImage: 3, speakingRetellLecture: 2, speakingAnswerShortQuestion: 8,
    speakingRespondToASituation: null, writingSummarizeWrittenText: 2, writingWriteEssay: 1, writingWriteEmail: null,
    readingRWFillInTheBlanks: 5, readingMultipleChoiceMultipleAnswers: 2, readingReorderParagraphs: 3, readingFillInTheBlanks: 4,
    readingMultipleChoiceSingleAnswer: 2, listeningWriteFromDictation: 6, listeningSummarizeSpokenText: 1, listeningFillInTheBlanks: 2,
    done: { speakingReadAloud: 2, speakingRepeatSentence: 10, readingReorderParagraphs: 1 },
  } as StudyPlanDto;
}

/** The study plan API in memory: `plan: false` answers id 0 (no plan yet) until the wizard submits. */
export function planClient({ plan = true } = {}): PteClient {
  let made = plan;
  return {
    ...wizardClient(),
    getStudyPlan: async (date?: string) => {
      await wait(250);
      return made ? planDay(date ?? TODAY) : { ...planDay(date ?? TODAY, 0), speakingReadAloud: null, done: {} };
    },
    submitStudyPlan: async () => {
      made = true;
      await wait(200);
      return planDay(TODAY);
    },
  } as unknown as PteClient;
}
