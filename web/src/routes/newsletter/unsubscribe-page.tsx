import { useParams } from 'react-router';
import { NEWSLETTER_MESSAGES as M } from '../../../../common/newsletter';
import { useUnsubscribe } from '../../features/newsletter/api';
import { TokenActionCard } from '../../features/newsletter/components/token-action-card';
import { useHead } from '../../lib/head';

/** /newsletter/unsubscribe/{token} (decision 19): every newsletter links here; its button unsubscribes. */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  useHead({ title: 'Unsubscribe', description: 'Stop receiving the newsletter.' });
  return (
    <TokenActionCard
      title={unsubscribe.isError ? 'Unsubscribe failed' : 'Unsubscribe from the newsletter'}
      intro="Press the button to stop receiving the AfriFounders newsletter at this address."
      action="Unsubscribe"
      noscript="Unsubscribing needs JavaScript. Please turn it on in your browser, then press the button."
      done={{
        title: 'You are unsubscribed',
        text: M.unsubscribed,
        email: unsubscribe.data?.email,
        footer: (
          <p className="mt-3 text-sm text-muted">
            Changed your mind?{' '}
            <a href="/#newsletter" className="font-semibold text-brand-700 hover:underline">
              Subscribe again
            </a>
          </p>
        ),
      }}
      run={{
        start: () => unsubscribe.mutate({ token }),
        isPending: unsubscribe.isPending,
        isSuccess: unsubscribe.isSuccess,
        error: unsubscribe.error,
        failure: M.unsubscribeInvalid,
      }}
    />
  );
}
