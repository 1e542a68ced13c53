import type { EnablingSkill, MockReport, MockReportItem, MockReportScore, ScorePartKey } from '@pte-kit/core';
import { Badge } from '../private/Badge';
import { useT } from '../i18n';
import { mockTestMessages } from './messages';
import { useMockTestArea } from './useMockTestArea';
import * as styles from './MockTest.css';

export interface MockTestReportProps {
  report: MockReport;
  /** Heading level of the report's title. @default 1 */
  headingLevel?: 1 | 2;
}

const SKILL_ORDER: ScorePartKey[] = ['L', 'R', 'S', 'W'];
const ENABLING_ORDER: EnablingSkill[] = ['grammar', 'oralFluency', 'pronunciation', 'spelling', 'vocabulary', 'writtenDiscourse'];

/** A mock test's score report: overall and the four skills on 10–90 with their likely ranges, the enabling skills, and every answer with its score and the model answer. */
export function MockTestReport({ report, headingLevel = 1 }: MockTestReportProps) {
  useMockTestArea();
  const t = useT(mockTestMessages);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  const skills = SKILL_ORDER.filter((key) => report.skills[key]);
  const enabling = ENABLING_ORDER.filter((key) => report.enabling[key]);
  return (
    <article className={styles.root} aria-labelledby="mock-report-title">
      <div>
        <Heading id="mock-report-title" className={styles.title}>{t('reportTitle')}</Heading>
        <p className={styles.muted} lang="en" dir="ltr">{report.formName}</p>
      </div>
      <div className={styles.overall}>
        <ScoreTile label={t('overall')} score={report.overall} big />
      </div>
      <section aria-label={t('skills')}>
        <SubHeading className={styles.subtitle}>{t('skills')}</SubHeading>
        <ul className={styles.tiles}>
          {skills.map((key) => <li key={key}><ScoreTile label={t('skill', { key })} score={report.skills[key]!} /></li>)}
        </ul>
      </section>
      {enabling.length > 0 ? (
        <section aria-label={t('enabling')}>
          <SubHeading className={styles.subtitle}>{t('enabling')}</SubHeading>
          <ul className={styles.tiles}>
            {enabling.map((key) => <li key={key}><ScoreTile label={t('trait', { key })} score={report.enabling[key]!} /></li>)}
          </ul>
        </section>
      ) : null}
      <p className={styles.muted}>{t('estimate')}</p>
      <section aria-label={t('answers')}>
        <SubHeading className={styles.subtitle}>{t('answers')}</SubHeading>
        <ol className={styles.answers}>
          {report.items.map((item) => <ReportItem key={item.position} item={item} />)}
        </ol>
      </section>
    </article>
  );
}

function ScoreTile({ label, score, big = false }: { label: string; score: MockReportScore; big?: boolean }) {
  const t = useT(mockTestMessages);
  return (
    <div className={big ? styles.tileBig : styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileScore}>{score.score}</span>
      <span className={styles.muted}>{t('band', { low: score.band[0], high: score.band[1] })}</span>
    </div>
  );
}

function correctAnswerOf(item: MockReportItem): string | null {
  const key = item.answerKey;
  switch (key.kind) {
    case 'blanks': return key.blanks.join(' · ');
    case 'choices': return key.correct.join(', ');
    case 'choice': return key.correct;
    case 'order': return key.order.join(' → ');
    case 'dictation': return key.sentence;
    default: return null;
  }
}

/** One answer: its task, score, what the learner gave, and the key or model answer. */
function ReportItem({ item }: { item: MockReportItem }) {
  const t = useT(mockTestMessages);
  const correct = correctAnswerOf(item);
  const answer = item.answers.filter(Boolean).join(' · ');
  return (
    <li className={styles.answerRow}>
      <details>
        <summary className={styles.answerSummary}>
          <span lang="en" dir="ltr">{item.position + 1}. {item.name}</span>
          <Badge tone={item.status === 'SCORED' ? (item.score >= item.maxScore / 2 ? 'easy' : 'hard') : 'neutral'}>
            {item.status === 'NOT_ANSWERED' ? t('notAnswered') : item.status === 'FAILED' ? t('scoringFailed') : t('itemScore', { score: item.score, max: item.maxScore })}
          </Badge>
        </summary>
        <div className={styles.answerBody}>
          <p className={styles.muted} lang="en" dir="ltr">{item.title}</p>
          {answer && !item.transcript ? <><h4 className={styles.answerHeading}>{t('yourAnswer')}</h4><p lang="en" dir="ltr">{answer}</p></> : null}
          {item.transcript ? <><h4 className={styles.answerHeading}>{t('transcript')}</h4><p lang="en" dir="ltr">{item.transcript}</p></> : null}
          {item.traits.length > 0 ? (
            <ul className={styles.traits}>
              {item.traits.map((trait) => <li key={trait.name} lang="en" dir="ltr">{trait.name}: {trait.score} / {trait.max}</li>)}
            </ul>
          ) : null}
          {correct ? <><h4 className={styles.answerHeading}>{t('correctAnswer')}</h4><p lang="en" dir="ltr">{correct}</p></> : null}
          {item.modelAnswer ? <><h4 className={styles.answerHeading}>{t('modelAnswer')}</h4><p lang="en" dir="ltr">{item.modelAnswer}</p></> : null}
        </div>
      </details>
    </li>
  );
}
