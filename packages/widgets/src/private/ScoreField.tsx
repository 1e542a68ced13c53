import { SCORE_MAX, SCORE_MIN } from '@pte-kit/core';
import * as fields from './css/fields.css';

export interface ScoreFieldProps {
  id: string;
  label: string;
  value: string;
  /** What is wrong with the value, shown under the input and tied to it; nothing while it should not show yet. */
  problem?: string | null;
  required?: boolean;
  onChange: (value: string) => void;
}

/** One exam score on the 10–90 scale (a target, a mock-test result): label, number input with '10-90', its problem. */
export function ScoreField({ id, label, value, problem, required, onChange }: ScoreFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.formLabel}>{label}</label>
      <input
        id={id}
        className={`${fields.formControl} ${fields.scoreInput}`}
        type="number"
        inputMode="numeric"
        min={SCORE_MIN}
        max={SCORE_MAX}
        required={required}
        placeholder={`${SCORE_MIN}-${SCORE_MAX}`}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? <p id={problemId} className={fields.fieldProblem}>{problem}</p> : null}
    </div>
  );
}
