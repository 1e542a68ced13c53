/**
 * Props of every box a learner types an answer into: the exam's own editor has no spellcheck, autocorrect,
 * autocapitalisation or autocomplete, so neither do ours (a suggestion would give the spelling away).
 */
export const EXAM_TYPING = {
  spellCheck: false,
  autoCapitalize: 'off',
  autoCorrect: 'off',
  autoComplete: 'off',
} as const;
