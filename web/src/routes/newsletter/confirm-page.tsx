import { useParams } from 'react-router';
import { NEWSLETTER_MESSAGES as M } from '../../../../common/newsletter';
import { buttonClass } from '../../components/button';
import { useConfirmSubscription } from '../../features/newsletter/api';
import { TokenActionCard } from '../../features/newsletter/components/token-action-card';
import { useHead } from '../../lib/head';
import { localized, t } from '../../lib/i18n';

/** /newsletter/confirm/{token} (issue 10, double opt-in): the mailed link opens it; its button confirms. */
export default function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmSubscription();
  useHead({ title: t('Confirm your subscription'), description: t('Confirm your subscription to the newsletter.') });
  return (
    <TokenActionCard
      title={confirm.isError ? t('Confirmation failed') : t('Confirm your subscription')}
      intro={t('Press the button to confirm that you want to receive the AfriFounders newsletter at this address.')}
      action={t('Confirm subscription')}
      noscript={t(
        'Confirming your subscription needs JavaScript. Please turn it on in your browser, then press the button.',
      )}
      done={{ title: t('Subscription confirmed'), text: t(M.confirmed), email: confirm.data?.email }}
      run={{
        start: () => confirm.mutate({ token }),
        isPending: confirm.isPending,
        isSuccess: confirm.isSuccess,
        error: confirm.error,
        failure: t(M.confirmInvalid),
        retry: (
          // A page load, not a client-side navigation (which scrolls to the top): the browser goes to the section.
          <a href={localized('/#newsletter')} className={buttonClass('primary', 'md', 'w-full')}>
            {t('Subscribe again')}
          </a>
        ),
      }}
    />
  );
}
