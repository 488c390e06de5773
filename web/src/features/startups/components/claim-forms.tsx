import { useEffect, useState } from 'react';
import { CLAIM_CODE_INPUT_MAX, CLAIM_CODE_LENGTH, EMAIL_MAX, STARTUP_MESSAGES } from '../../../../../common/startups';
import type { InitiateClaimAnswer } from '../../../../../common/schemas/startup-claims';
import { Alert, FormError } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { msg, t } from '../../../lib/i18n';
import { lazySchema, useLightForm } from '../../../lib/light-form';
import { type Startup, useInitiateClaim, useVerifyClaim } from '../api';
import { RichText } from '../../../components/rich-text';

// The rules load with zod on first use, so the pages ship neither until a form is touched.
const emailRules = lazySchema(() =>
  import('../../../../../common/schemas/startup-claims').then((m) => m.InitiateClaimBody),
);
const codeRules = lazySchema(() =>
  import('../../../../../common/schemas/startup-claims').then((m) => m.VerifyClaimBody),
);

/**
 * The first claim step (part 3 §2.10): the company email the code goes to (decision 17: the startup's contact email
 * or an address at its website's domain). `onSubmitEmail`, when given, receives the address instead of the call
 * (the claim page uses it to send a signed-out visitor to /login first).
 */
export function ClaimEmailForm({
  startupId,
  defaultEmail,
  submitLabel,
  onSent,
  onSubmitEmail,
}: {
  startupId: string;
  defaultEmail?: string;
  submitLabel?: string;
  onSent(answer: InitiateClaimAnswer): void;
  onSubmitEmail?(email: string): boolean;
}) {
  const initiate = useInitiateClaim(startupId);
  const [serverError, setServerError] = useState<string>();
  const form = useLightForm(emailRules, async ({ email }) => {
    setServerError(undefined);
    if (onSubmitEmail?.(email)) return;
    try {
      onSent(await initiate.mutateAsync({ email }));
    } catch (err) {
      setServerError(errorMessage(err, t(STARTUP_MESSAGES.initiateFailed)));
    }
  });
  return (
    <form {...form.props} className="space-y-4">
      <FormError message={form.error ? t(form.error) : serverError} />
      <TextField
        label={t('Company email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        defaultValue={defaultEmail}
        hint={t("Use the startup's contact email or an address at its website's domain.")}
      />
      <Button type="submit" className="w-full" loading={form.submitting}>
        {submitLabel ?? t('Send Verification Code')}
      </Button>
    </form>
  );
}

/** Seconds left until `iso`, counting down each second (0 once passed). */
function useSecondsUntil(iso: string | undefined) {
  const left = () => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `iso`, the only input
  useEffect(() => {
    setSeconds(left());
    if (!iso) return;
    const t = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(t);
    }, 1000);
    return () => clearInterval(t);
  }, [iso]);
  return seconds;
}

/**
 * The second claim step (part 3 §2.10): the 6-digit code mailed to `sent.email` (10 minutes), with a resend action
 * ('Verification code resent successfully!'; the server allows one a minute, the button counts down).
 */
export function ClaimCodeForm({
  startupId,
  sent,
  onResent,
  onClaimed,
}: {
  startupId: string;
  sent: InitiateClaimAnswer;
  onResent(answer: InitiateClaimAnswer): void;
  onClaimed(startup: Startup): void;
}) {
  const verify = useVerifyClaim(startupId);
  const resend = useInitiateClaim(startupId);
  const [serverError, setServerError] = useState<string>();
  const [resent, setResent] = useState(false);
  const wait = useSecondsUntil(sent.resendAfter);
  const form = useLightForm(codeRules, async ({ token }) => {
    setServerError(undefined);
    setResent(false);
    try {
      onClaimed(await verify.mutateAsync({ token }));
    } catch (err) {
      setServerError(errorMessage(err, t(STARTUP_MESSAGES.verifyFailed)));
    }
  });
  const onResend = () => {
    setServerError(undefined);
    setResent(false);
    resend.mutate(
      { email: sent.email },
      {
        onSuccess: (answer) => {
          setResent(true);
          onResent(answer);
        },
        onError: (err) => setServerError(errorMessage(err, t(STARTUP_MESSAGES.resendFailed))),
      },
    );
  };
  return (
    <form {...form.props} className="space-y-4">
      <p className="text-sm text-muted">
        <RichText
          text={msg('We sent a {length}-digit code to {email}.')}
          values={{ length: CLAIM_CODE_LENGTH, email: <strong className="text-ink">{sent.email}</strong> }}
        />{' '}
        {t(STARTUP_MESSAGES.codeExpiresHint)}
      </p>
      {resent && <Alert tone="success">{t(STARTUP_MESSAGES.resent)}</Alert>}
      <FormError message={form.error ? t(form.error) : serverError} />
      <TextField
        label={t('Verification code')}
        name="token"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CLAIM_CODE_INPUT_MAX}
        placeholder="123456"
        className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.4em]"
      />
      <Button type="submit" className="w-full" loading={form.submitting}>
        {t('Verify and Claim')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t("Didn't get it?")}{' '}
        <button
          type="button"
          onClick={onResend}
          disabled={resend.isPending || wait > 0}
          className="font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
        >
          {resend.isPending
            ? t('Sending…')
            : wait > 0
              ? t('Resend code in {seconds}s', { seconds: wait })
              : t('Resend code')}
        </button>
      </p>
    </form>
  );
}
