/** Account mail (issue 20: in the member's language): email verification, password reset, a startup claim's code. */
import type { Locale } from '../../common/i18n';
import { layout, translator } from './layout';

export function verificationMail(locale: Locale, firstName: string, url: string) {
  const t = translator(locale);
  return {
    subject: t('Verify your email address'),
    link: url,
    ...layout(
      locale,
      t('Welcome, {firstName}!', { firstName }),
      [
        t('Please confirm your email address to finish setting up your account.'),
        t('This link expires in 24 hours and can be used once.'),
      ],
      { label: t('Verify email'), url },
    ),
  };
}

export function passwordResetMail(locale: Locale, firstName: string, url: string) {
  const t = translator(locale);
  return {
    subject: t('Reset your password'),
    link: url,
    ...layout(
      locale,
      t('Hello {firstName},', { firstName }),
      [
        t('We received a request to reset your password.'),
        t('This link expires in 1 hour and can be used once. If you did not ask for it, you can ignore this message.'),
      ],
      { label: t('Reset password'), url },
    ),
  };
}

/** Decision 17: the code that proves a claimant controls the startup's address. */
export function startupClaimCodeMail(
  locale: Locale,
  startupName: string,
  code: string,
  limits: { minutes: number; tries: number },
  url: string,
) {
  const t = translator(locale);
  return {
    subject: t('Your verification code for {startupName}', { startupName }),
    link: url,
    ...layout(
      locale,
      t('Your code: {code}', { code }),
      [
        t('Someone asked to claim the profile of {startupName} on AfriFounders with this address.', { startupName }),
        t(
          'Enter the code {code} to finish the claim. It expires in {minutes, plural, one {# minute} other {# minutes}} and allows {tries, plural, one {# try} other {# tries}}.',
          { code, ...limits },
        ),
        t('If you did not ask for it, you can ignore this message: the profile stays as it is.'),
      ],
      { label: t('Open the claim page'), url },
    ),
  };
}
