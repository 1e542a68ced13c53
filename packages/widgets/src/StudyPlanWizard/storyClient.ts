import type { PteClient, StudyPlanDto, StudyPlanSubmission } from '@pte-kit/core';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** Answers a submission with a small plan for today. */
export function wizardClient(): PteClient {
  return {
    submitStudyPlan: async (submission: StudyPlanSubmission): Promise<StudyPlanDto> => {
      await wait(300);
      return {
        id: 1, date: '2026-11-26', dailyPracticeSpeaking: 1, dailyPracticeWriting: 0.5, dailyPracticeReading: 0.75, dailyPracticeListening: 0.75,
        speakingReadAloud: submission.dailyPractice === 'LESS_THAN_1' ? 4 : 8, done: {},
      } as StudyPlanDto;
    },
  } as unknown as PteClient;
}
