import {
  createStudyPlanSection, dayIn, studyPlanCards, type EnglishLevel, type PteClient, type Skill, type StudyPlanCard,
  type StudyPlanDto, formatDate,
} from '@pte-kit/core';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { deferred, Later } from '../AnswerArea/lazy';
import { Button } from '../private/Button';
import { useModel } from '../private/useModel';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { mirrorInRtl } from '../private/css/direction.css';
import { commonMessages, useLocale, useT, type Translate } from '../i18n';
import { studyPlanMessages } from './messages';
import * as styles from './StudyPlanSection.css';
import { tabKeyDown } from './tabs';

/** The wizard's code is fetched when it first opens, not with the dashboard. */
const StudyPlanWizard = deferred(() => import('../StudyPlanWizard/StudyPlanWizard').then((module) => module.StudyPlanWizard));

export interface StudyPlanSectionProps {
  /** Whether the learner is premium. A free learner sees the upgrade overlay over a sample and no request is made. */
  premium: boolean;
  /** Today in the learner's zone (YYYY-MM-DD). @default today in the device's zone */
  today?: string;
  /** Called when a task card or Upgrade Now is followed; a router can call preventDefault() and navigate itself. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** Receives the wizard's 'Study plan submitted successfully'. */
  onToast?: ToastHandler;
  /** Where Upgrade Now leads. @default '/dashboard/plans' */
  plansHref?: string;
  /** The learner's English level, chosen already in the wizard. */
  englishLevel?: EnglishLevel | null;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Level of the section's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** The day as the navigation shows it: "Thu 26 Nov" (in Persian, the Iranian calendar's day). */
const dayLabel = (day: string, locale: string) =>
  formatDate(locale === 'en' ? 'en-GB' : locale, `${day}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

const hoursLabel = (hours: number, t: Translate<typeof studyPlanMessages>) => {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return t('minutes', { n: minutes });
  return t('hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
};

/** What the overlay covers for a learner without the plan: a made-up day, blurred, so the prompt shows what they would get. */
const SAMPLE_PLAN = {
  id: -1, date: '2026-01-01', dailyPracticeSpeaking: 1, dailyPracticeWriting: 0.5, dailyPracticeListening: 0.75, dailyPracticeReading: 0.75,
  speakingReadAloud: 6, speakingRepeatSentence: 10, speakingDescribeImage: 3, speakingRetellLecture: 2, speakingAnswerShortQuestion: 8,
  done: { speakingReadAloud: 2, speakingRepeatSentence: 10 },
} as StudyPlanDto;

function Cards({ cards, onNavigate }: { cards: StudyPlanCard[]; onNavigate?: StudyPlanSectionProps['onNavigate'] }) {
  const t = useT(studyPlanMessages);
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.task.key}>
          <a className={styles.card} href={card.href} onClick={onNavigate ? (event) => onNavigate(event, card.href) : undefined}>
            <span className={styles.cardName}>{card.task.name}</span>{' '}
            <span className={styles.cardCount}>
              <span data-done={card.task.studyPlanField}>{t('done', { done: card.done, target: card.target })}</span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${Math.min(100, card.target ? (card.done / card.target) * 100 : 0)}%` }} />
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's Study Plan (spec §3, §4): skill tabs (speaking first), the day with previous/next and 'Today' once it
 * is more than 7 days away, one card per task of that day with the target count and how many the learner did, a blur
 * while a day loads, the empty state that opens the wizard, and for free learners the upgrade overlay.
 */
export function StudyPlanSection({
  premium, today, onNavigate, onToast, plansHref = '/dashboard/plans', englishLevel, client, headingLevel = 2,
}: StudyPlanSectionProps) {
  const api = usePteClient(client);
  const apiRef = useRef(api);
  apiRef.current = api;
  const todayRef = useRef(today);
  todayRef.current = today;
  const section = useModel(() => createStudyPlanSection({
    premium,
    today: () => todayRef.current ?? dayIn(undefined),
    load: (date) => apiRef.current.getStudyPlan(date),
  }), [premium]);
  const [wizardOpen, setWizardOpen] = useState(false);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const skillIndex = section.skills.indexOf(section.skill.value);
  const locked = section.locked.value;
  const plan = section.plan.value;
  const hours = section.hoursOf(section.skill.value);
  const t = useT(studyPlanMessages);
  const tc = useT(commonMessages);
  const i18n = useLocale();

  const selectSkill = (index: number) => section.setSkill(section.skills[index] as Skill);

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <Heading id={`${id}-title`} className={styles.title}>{t('title')}</Heading>
        {!locked ? (
          <div className={styles.dayNav} role="group" aria-label={t('day')}>
            <Button size="sm" variant="ghost" className={styles.iconButton} aria-label={t('previousDay')} onClick={() => section.previousDay()}><span aria-hidden="true" className={mirrorInRtl}>‹</span></Button>
            <span className={styles.dayLabel} aria-live="polite">
              <time dateTime={section.day.value}>{dayLabel(section.day.value, i18n.locale.value)}</time>
            </span>
            <Button size="sm" variant="ghost" className={styles.iconButton} aria-label={t('nextDay')} onClick={() => section.nextDay()}><span aria-hidden="true" className={mirrorInRtl}>›</span></Button>
            {section.showToday.value ? <Button size="sm" variant="secondary" onClick={() => section.goToday()}>{t('today')}</Button> : null}
            {plan && plan.id !== 0 ? <Button size="sm" variant="ghost" aria-haspopup="dialog" onClick={() => setWizardOpen(true)}>{t('customize')}</Button> : null}
          </div>
        ) : null}
      </div>

      <div role="tablist" aria-label={t('skill')} className={styles.tabs}>
        {section.skills.map((skill, index) => (
          <button
            key={skill}
            type="button"
            role="tab"
            id={`${id}-tab-${skill}`}
            aria-selected={index === skillIndex}
            aria-controls={`${id}-panel`}
            tabIndex={index === skillIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => selectSkill(index)}
            onKeyDown={(event) => tabKeyDown(event, skillIndex, section.skills.length, () => true, selectSkill)}
          >
            {tc(skill)}
          </button>
        ))}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${section.skill.value}`} aria-busy={section.loading.value || undefined} className={styles.body}>
        {locked ? (
          <>
            <div className={styles.sample} aria-hidden="true" inert>
              <Cards cards={studyPlanCards(SAMPLE_PLAN, 'speaking')} />
            </div>
            <div className={styles.overlay}>
              <p className={styles.emptyTitle}>{t('premiumTitle')}</p>
              <p className={styles.muted}>{t('premiumText')}</p>
              <a className={styles.upgrade} href={plansHref} onClick={onNavigate ? (event) => onNavigate(event, plansHref) : undefined}>{t('upgradeNow')}</a>
            </div>
          </>
        ) : (
          <div className={section.loading.value ? styles.loading : undefined}>
            {section.loading.value ? <VisuallyHidden as="p" role="status">{t('loading')}</VisuallyHidden> : null}
            {section.failed.value ? (
              <p role="alert" className={styles.error}>
                {t('failed')} <Button size="sm" variant="ghost" onClick={() => void section.reload()}>{t('tryAgain')}</Button>
              </p>
            ) : null}
            {section.empty.value ? (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
                <p className={styles.muted}>{t('emptyText')}</p>
                <Button aria-haspopup="dialog" onClick={() => setWizardOpen(true)}>{t('getStarted')}</Button>
              </div>
            ) : null}
            {plan && plan.id !== 0 ? (
              <>
                {hours !== null ? <p className={styles.hours}>{hours > 0 ? t('hoursOf', { time: hoursLabel(hours, t), skill: section.skill.value }) : t('restDay')}</p> : null}
                {section.cards.value.length ? <Cards cards={section.cards.value} onNavigate={onNavigate} /> : <p className={styles.muted}>{t('nothingPlanned')}</p>}
              </>
            ) : null}
          </div>
        )}
      </div>

      {wizardOpen ? (
        <Later>
          <StudyPlanWizard
            open
            onOpenChange={setWizardOpen}
            client={client}
            englishLevel={englishLevel}
            onToast={onToast}
            onSubmitted={() => section.goToday()}
          />
        </Later>
      ) : null}
    </section>
  );
}
