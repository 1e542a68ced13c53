import type { StatisticsDto } from '@pte-kit/core';

/** Thirty days ending 2026-11-26 with practice on most of them, and averages for a few task types. */
export function sampleStatistics(aiRemaining: number | null = null): StatisticsDto {
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 28 + index)).toISOString().slice(0, 10);
    const wave = (offset: number) => Math.max(0, Math.round(4 + 4 * Math.sin((index + offset) / 3)) - (index % 6 === 0 ? 4 : 0));
    return { date, speaking: wave(0), writing: Math.floor(wave(2) / 3), reading: wave(4), listening: wave(1) };
  });
  return {
    days,
    tasks: [
      { skill: 'speaking', slug: 'read-aloud', name: 'Read Aloud', answers: 42, averagePercent: 71, targetPercent: 88 },
      { skill: 'speaking', slug: 'repeat-sentence', name: 'Repeat Sentence', answers: 30, averagePercent: 64, targetPercent: 88 },
      { skill: 'writing', slug: 'write-essay', name: 'Write Essay', answers: 4, averagePercent: 90, targetPercent: 72 },
      { skill: 'reading', slug: 're-order-paragraphs', name: 'Re-order Paragraphs', answers: 18, averagePercent: 22, targetPercent: 72 },
      { skill: 'listening', slug: 'write-from-dictation', name: 'Write from Dictation', answers: 0, averagePercent: null, targetPercent: 88 },
    ],
    aiRemaining,
  };
}
