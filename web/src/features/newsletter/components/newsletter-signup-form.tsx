// The home signup form (part 1 §4, §5, §8): idle, submitting, the thank-you with 'Subscribe another email', or an
// error line. Loaded on demand by NewsletterSection, whose markup it shares.
import { CheckCircle2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { NEWSLETTER_MESSAGES as M } from '../../../../../common/newsletter';
import type { SubscribeBody } from '../../../../../common/schemas/newsletter';
import { FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { RichText } from '../../../components/rich-text';
import { msg, t } from '../../../lib/i18n';
import { lazySchema, useLightForm } from '../../../lib/light-form';
import { subscribe, subscribeErrorMessage } from '../api';
import { type SignupStart, SignupFields } from './newsletter-section';

const rules = lazySchema(() => import('../../../../../common/schemas/newsletter').then((m) => m.SubscribeBody));

export function NewsletterSignupForm({ start }: { start: SignupStart }) {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string>();
  // What the placeholder held; empty once 'Subscribe another email' brings the form back.
  const [initialEmail, setInitialEmail] = useState(start.email);
  const [blank, setBlank] = useState(!start.email.trim());
  const input = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  // Where the focus goes after a change of state: the thank-you when it shows, the input when the form is back.
  const focusNext = useRef<'input' | 'thanks' | null>(start.focused ? 'input' : null);

  const form = useLightForm(rules, async ({ email }: SubscribeBody) => {
    setServerError(undefined);
    try {
      await subscribe({ email });
      focusNext.current = 'thanks';
      setSubscribed(email);
    } catch (err) {
      setServerError(subscribeErrorMessage(err));
    }
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of state
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'thanks') thanks.current?.focus();
    if (next === 'input') input.current?.focus();
  }, [subscribed]);

  if (subscribed) {
    return (
      <div ref={thanks} tabIndex={-1} role="status" className="rounded-xl border border-brand-200 bg-surface p-5">
        <p className="flex items-center gap-2 font-semibold text-brand-800">
          <CheckCircle2 aria-hidden className="h-5 w-5 shrink-0" /> {t(M.checkInbox)}
        </p>
        <p className="mt-1.5 text-sm text-muted">
          <RichText
            text={msg('We sent a confirmation link to {email}. Your subscription starts when you open it.')}
            values={{ email: <span className="font-medium text-ink">{subscribed}</span> }}
          />
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            focusNext.current = 'input';
            setInitialEmail('');
            setBlank(true);
            setServerError(undefined);
            setSubscribed(null);
          }}
        >
          {t(M.subscribeAnother)}
        </Button>
      </div>
    );
  }

  const message = form.error ?? serverError;
  return (
    <SignupFields
      form={{ ...form.props, 'aria-busy': form.submitting || undefined, 'data-ready': '' }}
      input={{
        ref: input,
        defaultValue: initialEmail,
        'aria-invalid': message ? true : undefined,
        onChange: (e: ChangeEvent<HTMLInputElement>) => {
          setBlank(!e.currentTarget.value.trim());
          setServerError(undefined);
        },
      }}
      message={<FormError message={message} />}
    >
      <Button type="submit" size="lg" disabled={blank} loading={form.submitting}>
        {form.submitting ? t('Subscribing...') : t('Subscribe')}
      </Button>
    </SignupFields>
  );
}
