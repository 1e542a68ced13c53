import { css } from 'lit';

/** The word in the article's text that opens the dictionary: the text as it was, marked as a look-up. */
export const dictionaryTriggerSheet = css`
  .pte-dictionary-word {
    display: inline;
    min-height: 0;
    margin: 0;
    padding: 0;
    border: 0;
    border-bottom: 1px dotted currentColor;
    background: none;
    color: inherit;
    font: inherit;
    cursor: help;
  }
  .pte-dictionary-word:hover {
    color: var(--pte-brand);
  }
  .pte-dictionary-outcome:not(:empty) {
    margin-inline-start: 0.4em;
    font-size: var(--pte-font-sm);
    color: var(--pte-correct);
  }
  .pte-dictionary-outcome.pte-dictionary-error {
    color: var(--pte-wrong);
  }
  .pte-dictionary-outcome.pte-dictionary-warning {
    color: var(--pte-warning);
  }
  .pte-dictionary-word:focus-visible {
    outline: 3px solid var(--pte-focus);
    outline-offset: 2px;
  }
`;
