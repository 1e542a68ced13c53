import { LIMITS } from './constants';
import { fieldErrors, errorMessage } from './errors';
import { batch, computed, createModel, signal, type ReadonlySignal, type Signal } from './model';
import { remainingPremiumDays } from './rules';
import type { CurrentUser, ProfileUpdate, PteType } from './types';

/** The fields of the profile form, in the order it shows them (the avatar has its own upload). */
export const PROFILE_FIELDS = ['pteType', 'name', 'nickname', 'country', 'timeZone', 'nativeLanguage', 'language'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * The sentences of the profile's problems, in English, by key: the server answers them as `errors[].defaultMessage`
 * and the form shows them through its catalogue (a translation has the same key and the same `{arguments}`).
 */
export const PROFILE_PROBLEMS = {
  nicknameBlank: 'Enter a nickname.',
  nicknameLong: 'A nickname can be at most {max} characters (this one has {count}).',
  nameLong: 'A name can be at most {max} characters (this one has {count}).',
  notInList: '{value} is not in the list: choose one of its entries.',
  avatarType: 'Choose a PNG, JPEG or WebP image.',
  avatarSize: 'The image can be at most {max} MB (this one is {size} MB).',
} as const;
export type ProfileProblemKey = keyof typeof PROFILE_PROBLEMS;

export interface ProfileProblem {
  field: ProfileField | 'avatar';
  key: ProfileProblemKey;
  values: Readonly<Record<string, string | number>>;
  /** The English sentence (what the server answers). */
  message: string;
}

const problem = (field: ProfileProblem['field'], key: ProfileProblemKey, values: Record<string, string | number> = {}): ProfileProblem => ({
  field, key, values, message: PROFILE_PROBLEMS[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')),
});

/** The lists a profile's choices must come from (ids); a list left out is not checked. */
export interface ProfileLists {
  languages?: ReadonlySet<string>;
  countries?: ReadonlySet<string>;
  nativeLanguages?: ReadonlySet<string>;
}

/** Counted as a person sees characters (an emoji is one), as the server's limits are. */
const length = (text: string) => [...text].length;

/**
 * What is wrong with a profile change, field by field: the one rule the form and `PATCH /api/profile` share. The
 * server adds what only it knows (time zones, the avatar rule); a value of null clears a list field.
 */
export function profileProblems(update: ProfileUpdate, lists: ProfileLists = {}): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (update.name !== undefined && length(update.name.trim()) > LIMITS.nameChars) {
    problems.push(problem('name', 'nameLong', { max: LIMITS.nameChars, count: length(update.name.trim()) }));
  }
  if (update.nickname !== undefined) {
    const nickname = update.nickname.trim();
    if (!nickname) problems.push(problem('nickname', 'nicknameBlank'));
    else if (length(nickname) > LIMITS.nicknameChars) problems.push(problem('nickname', 'nicknameLong', { max: LIMITS.nicknameChars, count: length(nickname) }));
  }
  const inList = (field: 'country' | 'nativeLanguage' | 'language', value: string | null | undefined, list: ReadonlySet<string> | undefined) => {
    if (value === undefined || value === null || !list) return;
    if (!list.has(value)) problems.push(problem(field, 'notInList', { value: value || '""' }));
  };
  inList('country', update.country, lists.countries);
  inList('nativeLanguage', update.nativeLanguage, lists.nativeLanguages);
  inList('language', update.language, lists.languages);
  return problems;
}

/** Why a chosen avatar file cannot be sent, or null: the type the browser reports and the size (the server sniffs the bytes). */
export function avatarFileProblem(file: { type: string; size: number }): ProfileProblem | null {
  if (!LIMITS.imageTypes.includes(file.type)) return problem('avatar', 'avatarType');
  if (file.size > LIMITS.imageBytes) {
    return problem('avatar', 'avatarSize', { max: LIMITS.imageBytes / 1024 / 1024, size: Math.ceil((file.size / 1024 / 1024) * 10) / 10 });
  }
  return null;
}

type Values = {
  pteType: PteType; name: string; nickname: string; country: string; timeZone: string; nativeLanguage: string; language: string;
};

const valuesOf = (user: CurrentUser): Values => ({
  pteType: user.profile.pteType,
  name: user.name,
  nickname: user.profile.nickname,
  country: user.profile.country ?? '',
  timeZone: user.profile.timeZone ?? 'UTC',
  nativeLanguage: user.profile.nativeLanguage ?? '',
  language: user.profile.language ?? '',
});

/** A field's message: a problem of the form (key and values, to translate) or the server's own sentence. */
export type FieldMessage = { key: ProfileProblemKey; values: ProfileProblem['values']; message: string } | { key: null; message: string };

export type ProfileSaveOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * The profile settings form: its values, the changes to send (only fields that differ from what was saved), each
 * field's problem, and the avatar upload. Problems show once a field was edited or Save was pressed, so a blank
 * nickname says why rather than silently disabling Save; the server's `errors[].field` land on the same fields.
 */
export function createProfileForm(user: CurrentUser) {
  const saved: Signal<Values> = signal(valuesOf(user));
  const values: Signal<Values> = signal(valuesOf(user));
  const lists: Signal<ProfileLists> = signal({});
  const edited: Signal<ReadonlySet<ProfileField>> = signal(new Set());
  const attempted: Signal<boolean> = signal(false);
  const serverErrors: Signal<Partial<Record<ProfileField | 'avatar', string>>> = signal({});
  const saving: Signal<boolean> = signal(false);
  const avatar: Signal<string | null> = signal(user.profile.avatar);
  const avatarBusy: Signal<boolean> = signal(false);
  const avatarProblem: Signal<FieldMessage | null> = signal(null);

  const changes: ReadonlySignal<ProfileUpdate> = computed(() => {
    const now = values.value;
    const before = saved.value;
    const update: ProfileUpdate = {};
    if (now.pteType !== before.pteType) update.pteType = now.pteType;
    if (now.name !== before.name) update.name = now.name;
    if (now.nickname !== before.nickname) update.nickname = now.nickname;
    if (now.timeZone !== before.timeZone) update.timeZone = now.timeZone;
    for (const field of ['country', 'nativeLanguage', 'language'] as const) {
      if (now[field] !== before[field]) update[field] = now[field] || null;
    }
    return update;
  });
  const problems: ReadonlySignal<ProfileProblem[]> = computed(() => profileProblems(changes.value, lists.value));
  const errors: ReadonlySignal<Partial<Record<ProfileField, FieldMessage>>> = computed(() => {
    const shown: Partial<Record<ProfileField, FieldMessage>> = {};
    for (const [field, message] of Object.entries(serverErrors.value)) {
      if (field !== 'avatar' && message) shown[field as ProfileField] = { key: null, message };
    }
    for (const found of problems.value) {
      const field = found.field as ProfileField;
      if (attempted.value || edited.value.has(field)) shown[field] = { key: found.key, values: found.values, message: found.message };
    }
    return shown;
  });
  const dirty: ReadonlySignal<boolean> = computed(() => Object.keys(changes.value).length > 0);

  const set = <Field extends ProfileField>(field: Field, value: Values[Field]) => batch(() => {
    values.value = { ...values.value, [field]: value };
    edited.value = new Set([...edited.value, field]);
    if (serverErrors.value[field]) {
      const { [field]: _, ...rest } = serverErrors.value;
      serverErrors.value = rest;
    }
  });

  const accept = (updated: CurrentUser) => batch(() => {
    saved.value = valuesOf(updated);
    values.value = valuesOf(updated);
    avatar.value = updated.profile.avatar;
    edited.value = new Set();
    attempted.value = false;
    serverErrors.value = {};
  });

  const failure = (reason: unknown, fallback: string): string => {
    const byField: Partial<Record<ProfileField | 'avatar', string>> = {};
    for (const error of fieldErrors(reason)) if (error.field && error.defaultMessage) byField[error.field as ProfileField] ??= error.defaultMessage;
    serverErrors.value = byField;
    return errorMessage(reason, fallback, 'server');
  };

  return createModel({
    values, saved, lists, saving, changes, problems, errors, dirty, avatar, avatarBusy, avatarProblem,
    /** Save is pressable unless a save is under way or nothing changed; its problems are shown when pressed. */
    canSave: computed(() => !saving.value && dirty.value) as ReadonlySignal<boolean>,
    set,
    /**
     * The learner changed elsewhere (the language switch of the user menu, another tab): the form takes the new values
     * unless the learner has unsaved edits, which stay.
     */
    sync(next: CurrentUser) {
      if (!dirty.value && !saving.value) accept(next);
      else avatar.value = next.profile.avatar;
    },
    setLists(next: ProfileLists) {
      lists.value = next;
    },
    /**
     * Sends the changes once. Answers ok, or the sentence to show (null when the form's own problems are shown
     * beside their fields); the server's field errors go beside their fields too.
     */
    async save(patch: (update: ProfileUpdate) => Promise<CurrentUser>): Promise<ProfileSaveOutcome & { user?: CurrentUser }> {
      if (saving.value || !dirty.value) return { ok: false, message: null };
      attempted.value = true;
      if (problems.value.length) return { ok: false, message: null };
      saving.value = true;
      try {
        const updated = await patch(changes.value);
        accept(updated);
        return { ok: true, user: updated };
      } catch (reason) {
        return { ok: false, message: failure(reason, 'Failed to update settings') };
      } finally {
        saving.value = false;
      }
    },
    /** Checks the file here first (type, size), then uploads it; the server re-encodes it and answers the profile. */
    async uploadAvatar(file: File, upload: (file: File) => Promise<CurrentUser>): Promise<CurrentUser | null> {
      const found = avatarFileProblem(file);
      avatarProblem.value = found ? { key: found.key, values: found.values, message: found.message } : null;
      if (found || avatarBusy.value) return null;
      avatarBusy.value = true;
      try {
        const updated = await upload(file);
        avatar.value = updated.profile.avatar;
        return updated;
      } catch (reason) {
        avatarProblem.value = { key: null, message: errorMessage(reason, 'The image could not be uploaded.', 'server') };
        return null;
      } finally {
        avatarBusy.value = false;
      }
    },
    async removeAvatar(patch: (update: ProfileUpdate) => Promise<CurrentUser>): Promise<CurrentUser | null> {
      if (avatarBusy.value) return null;
      avatarBusy.value = true;
      avatarProblem.value = null;
      try {
        const updated = await patch({ avatar: null });
        avatar.value = updated.profile.avatar;
        return updated;
      } catch (reason) {
        avatarProblem.value = { key: null, message: errorMessage(reason, 'The image could not be removed.', 'server') };
        return null;
      } finally {
        avatarBusy.value = false;
      }
    },
  });
}

export type ProfileFormModel = ReturnType<typeof createProfileForm>;

/**
 * What the profile and the user menu say about the plan: PREMIUM with the days left (spec §3: days until expireDate
 * rounded up, at least 0; no date is open-ended), a premium whose date has passed as EXPIRED (renew), else TRIAL or FREE.
 */
export type PremiumState =
  | { kind: 'PREMIUM'; daysLeft: number | null; expireDate: string | null }
  | { kind: 'EXPIRED'; expireDate: string }
  | { kind: 'TRIAL' | 'FREE' };

export function premiumState(profile: Pick<CurrentUser['profile'], 'status' | 'expireDate'>, now = Date.now()): PremiumState {
  if (profile.status !== 'PREMIUM') return { kind: profile.status };
  if (!profile.expireDate) return { kind: 'PREMIUM', daysLeft: null, expireDate: null };
  const daysLeft = remainingPremiumDays(profile.expireDate, now);
  return new Date(profile.expireDate).getTime() > now
    ? { kind: 'PREMIUM', daysLeft, expireDate: profile.expireDate }
    : { kind: 'EXPIRED', expireDate: profile.expireDate };
}
