import { useParams } from 'react-router';
import { NEWSLETTER_MESSAGES as M } from '../../../../common/newsletter';
import { useUnsubscribe } from '../../features/newsletter/api';
import { TokenActionCard } from '../../features/newsletter/components/token-action-card';
import { useHead } from '../../lib/head';
import { localized, t } from '../../lib/i18n';

/** /newsletter/unsubscribe/{token} (decision 19): every newsletter links here; its button unsubscribes. */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  useHead({ title: t('Unsubscribe'), description: t('Stop receiving the newsletter.') });
  return (
    <TokenActionCard
      title={unsubscribe.isError ? t('Unsubscribe failed') : t('Unsubscribe from the newsletter')}
      intro={t('Press the button to stop receiving the AfriFounders newsletter at this address.')}
      action={t('Unsubscribe')}
      noscript={t('Unsubscribing needs JavaScript. Please turn it on in your browser, then press the button.')}
      done={{
        title: t('You are unsubscribed'),
        text: t(M.unsubscribed),
        email: unsubscribe.data?.email,
        footer: (
          <p className="mt-3 text-sm text-muted">
            {t('Changed your mind?')}{' '}
            <a href={localized('/#newsletter')} className="font-semibold text-brand-700 hover:underline">
              {t('Subscribe again')}
            </a>
          </p>
        ),
      }}
      run={{
        start: () => unsubscribe.mutate({ token }),
        isPending: unsubscribe.isPending,
        isSuccess: unsubscribe.isSuccess,
        error: unsubscribe.error,
        failure: t(M.unsubscribeInvalid),
      }}
    />
  );
}
