import { useParams } from 'react-router';
import { NEWSLETTER_MESSAGES as M } from '../../../../common/newsletter';
import { buttonClass } from '../../components/button';
import { useConfirmSubscription } from '../../features/newsletter/api';
import { TokenActionCard } from '../../features/newsletter/components/token-action-card';
import { useHead } from '../../lib/head';

/** /newsletter/confirm/{token} (issue 10, double opt-in): the mailed link opens it; its button confirms. */
export default function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmSubscription();
  useHead({ title: 'Confirm your subscription', description: 'Confirm your subscription to the newsletter.' });
  return (
    <TokenActionCard
      title={confirm.isError ? 'Confirmation failed' : 'Confirm your subscription'}
      intro="Press the button to confirm that you want to receive the AfriFounders newsletter at this address."
      action="Confirm subscription"
      noscript="Confirming your subscription needs JavaScript. Please turn it on in your browser, then press the button."
      done={{ title: 'Subscription confirmed', text: M.confirmed, email: confirm.data?.email }}
      run={{
        start: () => confirm.mutate({ token }),
        isPending: confirm.isPending,
        isSuccess: confirm.isSuccess,
        error: confirm.error,
        failure: M.confirmInvalid,
        retry: (
          // A page load, not a client-side navigation (which scrolls to the top): the browser goes to the section.
          <a href="/#newsletter" className={buttonClass('primary', 'md', 'w-full')}>
            Subscribe again
          </a>
        ),
      }}
    />
  );
}
