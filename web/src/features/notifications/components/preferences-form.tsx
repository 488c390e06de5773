import { useEffect, useId, useState } from 'react';
import {
  DIGEST_FREQUENCIES,
  DIGEST_LABELS,
  type DigestFrequency,
  EMAIL_CHOICE_LABELS,
  EMAIL_CHOICES,
  type EmailChoice,
  NOTIFICATION_TYPES,
  type NotificationType,
  TYPE_LABELS,
  type TypePreference,
} from '../../../../../common/notifications';
import type { PreferencesBody } from '../../../../../common/schemas/notifications';
import { FormError } from '../../../components/alert';
import { QueryState } from '../../../components/query-state';
import { inputClass } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { type Preferences, usePreferences, useSavePreferences } from '../api';

export const PREFERENCES_MESSAGES = {
  saved: 'Your email preferences are saved.',
  failed: 'Your email preferences could not be saved. Please try again.',
  loadFailed: 'Your email preferences could not be loaded.',
  newPostHint: 'Off by default: turn it on to hear about new posts in the communities you joined.',
} as const;

type Notify = (tone: 'success' | 'error' | 'info', text: string) => void;

/**
 * The digest frequency and, per type the member can receive, the in-app switch and the email choice (issue 17).
 * Every change is saved at once (PUT with the changed part); the toast tells the outcome, and a failed save
 * puts the server's value back and keeps its message above the form.
 */
export function PreferencesForm({ notify }: { notify: Notify }) {
  const query = usePreferences();
  return (
    <QueryState query={query} loading={t('Loading your email preferences')} error={t(PREFERENCES_MESSAGES.loadFailed)}>
      {(prefs) => <Form prefs={prefs} notify={notify} />}
    </QueryState>
  );
}

function Form({ prefs, notify }: { prefs: Preferences; notify: Notify }) {
  const save = useSavePreferences();
  const [value, setValue] = useState(prefs);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(prefs), [prefs]);
  const id = useId();

  const change = (body: PreferencesBody, next: Preferences) => {
    setValue(next);
    setError(null);
    save.mutate(body, {
      onSuccess: () => notify('success', t(PREFERENCES_MESSAGES.saved)),
      onError: (err) => {
        const message = errorMessage(err, t(PREFERENCES_MESSAGES.failed));
        setValue(prefs);
        setError(message);
        notify('error', message);
      },
    });
  };
  const setDigest = (digest: DigestFrequency) => change({ digest }, { ...value, digest });
  const setType = (type: NotificationType, part: Partial<TypePreference>) => {
    const current = value.types[type];
    if (!current) return;
    change({ types: { [type]: part } }, { ...value, types: { ...value.types, [type]: { ...current, ...part } } });
  };
  const types = NOTIFICATION_TYPES.filter((t) => value.types[t]);

  return (
    <form className="space-y-6" onSubmit={(e) => e.preventDefault()} aria-busy={save.isPending}>
      <FormError message={error} />
      <fieldset className="card p-4 sm:p-6" aria-describedby={`${id}-digest`}>
        <legend className="float-left w-full text-base font-semibold">{t('Digest')}</legend>
        <p className="clear-left pt-1 text-sm text-muted" id={`${id}-digest`}>
          {t('One mail with what you missed, plus new articles, upcoming events and open opportunities.')}
        </p>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {DIGEST_FREQUENCIES.map((d) => (
            <label key={d} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="digest"
                value={d}
                checked={value.digest === d}
                onChange={() => setDigest(d)}
                className="h-4 w-4 accent-brand-600"
              />
              {t(DIGEST_LABELS[d])}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="card divide-y divide-line">
        {types.map((type) => {
          const pref = value.types[type]!;
          const hint = type === 'new_post' ? `${id}-${type}-hint` : undefined;
          return (
            <fieldset key={type} className="p-4 sm:px-6" data-testid="preference-row" aria-describedby={hint}>
              <legend className="float-left w-full text-sm font-semibold">{t(TYPE_LABELS[type])}</legend>
              {hint && (
                <p id={hint} className="clear-left pt-1 text-xs text-muted">
                  {t(PREFERENCES_MESSAGES.newPostHint)}
                </p>
              )}
              <div className="clear-left flex flex-col gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
                <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={pref.inApp}
                    onChange={(e) => setType(type, { inApp: e.currentTarget.checked })}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {t('Show in the app')}
                </label>
                <label className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2">
                  <span className="text-muted">{t('Email')}</span>
                  <select
                    value={pref.email}
                    onChange={(e) => setType(type, { email: e.currentTarget.value as EmailChoice })}
                    className={`${inputClass} sm:w-56`}
                  >
                    {EMAIL_CHOICES.map((c) => (
                      <option key={c} value={c}>
                        {t(EMAIL_CHOICE_LABELS[c])}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </fieldset>
          );
        })}
      </div>
    </form>
  );
}
