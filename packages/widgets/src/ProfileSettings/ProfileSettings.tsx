import {
  createProfileForm, LIMITS, PTE_TYPES, type CurrentUser, type FieldMessage, type IdValue, type ProfileField, type PteClient,
  type PteType,
} from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useT, type Translate } from '../i18n';
import { PremiumStatus } from '../PremiumStatus';
import { Button } from '../private/Button';
import * as fields from '../private/css/fields.css';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { profileSettingsMessages } from './messages';
import * as styles from './ProfileSettings.css';

export interface ProfileSettingsProps {
  /** The signed-in learner (GET /api/users/currentUser/). */
  user: CurrentUser;
  /** Called with the learner the server stored after each save, upload or removal (the host's current user). */
  onSaved?: (user: CurrentUser) => void;
  /** Receives 'Settings updated successfully' or the failure; without it the form says them itself. */
  onToast?: ToastHandler;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Where the plan's Upgrade and Renew lead. @default '/dashboard/plans' */
  plansHref?: string;
  /** A router's navigation for that link. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** Level of the form's heading. @default 1 */
  headingLevel?: 1 | 2;
}

interface Lists {
  countries: IdValue[];
  timeZones: IdValue[];
  nativeLanguages: IdValue[];
  languages: IdValue[];
}

type Messages = typeof profileSettingsMessages;

/** A field's message in the locale: the form's own problems by key, the server's sentences as it wrote them. */
const say = (t: Translate<Messages>, message: FieldMessage | null | undefined) =>
  !message ? null : message.key ? t(message.key, message.values) : message.message;

/**
 * The profile settings form (spec §3 Profile): the plan with its days left, the picture (uploaded, re-encoded by the
 * server; preview and remove), PTE Academic/Core, name, nickname, country, time zone, native language and language.
 * Every problem is said beside its field, from the form's own checks (the rules the server applies) and from the
 * server's `errors[].field`; Save is never silently disabled by a bad value. Phones first: one column at 360 px.
 */
export function ProfileSettings({ user, onSaved, onToast, client, plansHref, onNavigate, headingLevel = 1 }: ProfileSettingsProps) {
  const api = usePteClient(client);
  const apiRef = useRef(api);
  apiRef.current = api;
  const t = useT(profileSettingsMessages);
  const form = useModel(() => createProfileForm(user), [user.id]);
  const [lists, setLists] = useState<Lists | null>(null);
  const [listsFailed, setListsFailed] = useState(false);
  const [listsTry, setListsTry] = useState(0);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    let live = true;
    setListsFailed(false);
    Promise.all([api.getCountries(), api.getTimeZones(), api.getNativeLanguages(), api.getLanguages()]).then(
      ([countries, timeZones, nativeLanguages, languages]) => {
        if (!live) return;
        const languageList = Object.entries(languages).map(([code, label]) => ({ id: code, value: label }));
        setLists({ countries, timeZones, nativeLanguages, languages: languageList });
        form.setLists({
          countries: new Set(countries.map((entry) => entry.id)),
          nativeLanguages: new Set(nativeLanguages.map((entry) => entry.id)),
          languages: new Set(languageList.map((entry) => entry.id)),
        });
      },
      () => live && setListsFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, form, listsTry]);

  // A learner changed outside the form (the menu's language switch) shows here too.
  useEffect(() => form.sync(user), [form, user]);

  // The object URL of a picture being uploaded is released once the server's copy shows.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const tell = (tone: 'success' | 'error', text: string) => {
    setOutcome({ tone, text });
    onToast?.(text, tone);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const result = await form.save((update) => apiRef.current.updateProfile(update));
    if (result.ok) {
      if (result.user) onSaved?.(result.user);
      tell('success', t('saved'));
      return;
    }
    if (!form.dirty.value) return;
    tell('error', result.message ?? t('checkFields'));
    // The first field that says what is wrong takes the focus, so a keyboard or screen reader user lands on it.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    const local = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPreview(local);
    const updated = await form.uploadAvatar(file, (picked) => apiRef.current.uploadAvatar(picked));
    setPreview(null);
    if (updated) {
      onSaved?.(updated);
      tell('success', t('pictureSaved'));
    }
  };

  const removePicture = async () => {
    setOutcome(null);
    const updated = await form.removeAvatar((update) => apiRef.current.updateProfile(update));
    if (updated) {
      onSaved?.(updated);
      tell('success', t('pictureRemoved'));
    }
  };

  const values = form.values.value;
  const errors = form.errors.value;
  const saving = form.saving.value;
  const avatar = preview ?? form.avatar.value;
  const avatarBusy = form.avatarBusy.value;
  const avatarProblem = say(t, form.avatarProblem.value);
  const fieldId = (field: ProfileField | 'avatar') => `${id}-${field}`;
  const problemOf = (field: ProfileField) => say(t, errors[field]);
  const described = (field: ProfileField, hint?: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', errors[field] ? `${fieldId(field)}-problem` : ''].filter(Boolean).join(' ') || undefined;
  const problemLine = (field: ProfileField) => {
    const text = problemOf(field);
    return text ? <p id={`${fieldId(field)}-problem`} className={fields.fieldProblem}>{text}</p> : null;
  };

  const select = (field: 'country' | 'timeZone' | 'nativeLanguage' | 'language', label: string, options: IdValue[] | undefined, hint?: string) => {
    const value = values[field];
    const known = !value || (options ?? []).some((option) => option.id === value);
    return (
      <div className={fields.field}>
        <label htmlFor={fieldId(field)} className={fields.formLabel}>{label}</label>
        <select
          id={fieldId(field)}
          className={`${fields.formControl} ${styles.control}`}
          value={value}
          disabled={!options}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={described(field, Boolean(hint))}
          onChange={(event) => form.set(field, event.target.value)}
        >
          {field === 'timeZone' ? null : <option value="">{t('notSet')}</option>}
          {known ? null : <option value={value}>{value}</option>}
          {(options ?? []).map((option) => <option key={option.id} value={option.id}>{option.value}</option>)}
        </select>
        {hint ? <p id={`${fieldId(field)}-hint`} className={styles.hint}>{hint}</p> : null}
        {problemLine(field)}
      </div>
    );
  };

  const section = (labelledBy: string, title: string, children: ReactNode) => (
    <section className={styles.group} aria-labelledby={labelledBy}>
      <h2 id={labelledBy} className={styles.groupTitle}>{title}</h2>
      {children}
    </section>
  );

  return (
    <form ref={formRef} className={styles.root} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>{t('title')}</Heading>

      {section(`${id}-plan`, t('plan'), <PremiumStatus profile={user.profile} plansHref={plansHref} onNavigate={onNavigate} showDate />)}

      {section(`${id}-picture`, t('picture'), (
        <div className={styles.picture}>
          {avatar
            ? <img className={styles.avatar} src={avatar} alt={t('pictureAlt')} width={96} height={96} />
            : <span className={styles.avatarEmpty} aria-hidden="true">{(values.nickname.trim() || user.profile.nickname).slice(0, 1).toUpperCase()}</span>}
          <div className={styles.pictureActions}>
            <input
              ref={fileInput}
              id={fieldId('avatar')}
              className={styles.fileInput}
              type="file"
              accept={LIMITS.imageTypes.join(',')}
              disabled={avatarBusy}
              aria-describedby={`${fieldId('avatar')}-hint${avatarProblem ? ` ${fieldId('avatar')}-problem` : ''}`}
              aria-invalid={avatarProblem ? true : undefined}
              onChange={(event) => void choosePicture(event)}
            />
            <label htmlFor={fieldId('avatar')} className={styles.fileButton} data-disabled={avatarBusy || undefined}>
              {avatarBusy ? t('uploading') : t('choosePicture')}
            </label>
            {form.avatar.value && !preview ? (
              <Button variant="ghost" size="sm" disabled={avatarBusy} onClick={() => void removePicture()}>{t('removePicture')}</Button>
            ) : null}
            <p id={`${fieldId('avatar')}-hint`} className={styles.hint}>{t('pictureHint')}</p>
            {avatarProblem ? <p id={`${fieldId('avatar')}-problem`} role="alert" className={fields.fieldProblem}>{avatarProblem}</p> : null}
          </div>
        </div>
      ))}

      <fieldset className={styles.exam} aria-describedby={`${fieldId('pteType')}-hint`}>
        <legend className={styles.groupTitle}>{t('exam')}</legend>
        <div className={styles.segmented}>
          {PTE_TYPES.map((type: PteType) => (
            <label key={type} className={styles.segment}>
              <input
                type="radio"
                name={fieldId('pteType')}
                value={type}
                checked={values.pteType === type}
                onChange={() => form.set('pteType', type)}
                className={styles.segmentInput}
              />
              <span className={styles.segmentLabel}>{type === 'PTE Core' ? t('core') : t('academic')}</span>
            </label>
          ))}
        </div>
        <p id={`${fieldId('pteType')}-hint`} className={styles.hint}>{t('examHint')}</p>
        {problemLine('pteType')}
      </fieldset>

      <div className={fields.field}>
        <label htmlFor={fieldId('name')} className={fields.formLabel}>{t('name')}</label>
        <input
          id={fieldId('name')} className={`${fields.formControl} ${styles.control}`} value={values.name} autoComplete="name"
          aria-invalid={errors.name ? true : undefined} aria-describedby={described('name')}
          onChange={(event) => form.set('name', event.target.value)}
        />
        {problemLine('name')}
      </div>

      <div className={fields.field}>
        <label htmlFor={fieldId('nickname')} className={fields.formLabel}>{t('nickname')}</label>
        {/* No maxLength: a longer nickname is said to be too long, never cut. */}
        <input
          id={fieldId('nickname')} className={`${fields.formControl} ${styles.control}`} value={values.nickname} autoComplete="nickname"
          required aria-invalid={errors.nickname ? true : undefined} aria-describedby={described('nickname', true)}
          onChange={(event) => form.set('nickname', event.target.value)}
        />
        <p id={`${fieldId('nickname')}-hint`} className={styles.hint}>
          {t('nicknameHint', { count: [...values.nickname.trim()].length, max: LIMITS.nicknameChars })}
        </p>
        {problemLine('nickname')}
      </div>

      {select('country', t('country'), lists?.countries)}
      {select('timeZone', t('timeZone'), lists?.timeZones, t('timeZoneHint'))}
      {select('nativeLanguage', t('nativeLanguage'), lists?.nativeLanguages)}
      {select('language', t('language'), lists?.languages, t('languageHint'))}
      {!lists && !listsFailed ? <p className={styles.hint} role="status">{t('loadingLists')}</p> : null}
      {listsFailed ? (
        <p role="alert" className={fields.formError}>
          {t('listsFailed')} <Button size="sm" variant="ghost" onClick={() => setListsTry((count) => count + 1)}>{t('tryAgain')}</Button>
        </p>
      ) : null}

      <div className={styles.footer}>
        <Button type="submit" disabled={!form.canSave.value} aria-busy={saving || undefined}>{saving ? t('saving') : t('save')}</Button>
        {/* The outcome stays in the form; a host toast says it too. */}
        <p className={outcome?.tone === 'error' ? fields.outcomeError : fields.outcome} role="status">
          {outcome?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
