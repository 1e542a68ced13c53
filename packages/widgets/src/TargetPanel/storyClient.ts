import { ApiError, type IdValue, type PteClient, type TargetDto, type TargetUpdate } from '@pte-kit/core';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

export const EMPTY_TARGET: TargetDto = {
  overall: null, listening: null, reading: null, writing: null, speaking: null, examDate: null, language: null, version: 0,
};

export const NATIVE_LANGUAGES: IdValue[] = [
  { id: 'ENGLISH', value: 'English' }, { id: 'HINDI', value: 'Hindi' }, { id: 'PERSIAN', value: 'Persian' },
];

/** Stores the target in memory; `failing` answers like a server refusing the date. */
export function targetClient({ failing = false } = {}): PteClient {
  return {
    getNativeLanguages: async () => {
      await wait(100);
      return NATIVE_LANGUAGES;
    },
    updateTarget: async (update: TargetUpdate): Promise<TargetDto> => {
      await wait(300);
      if (failing) {
        const message = 'The exam date cannot be in the past.';
        throw new ApiError(400, message, { status: 400, message, errors: [{ field: 'examDate', defaultMessage: message }] });
      }
      return { ...EMPTY_TARGET, ...update, version: update.version + 1 };
    },
  } as unknown as PteClient;
}
