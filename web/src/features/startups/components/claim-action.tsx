import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isClaimable, STARTUP_LABELS, startupClaimPath } from '../../../../../common/startups';
import { Button, buttonClass } from '../../../components/button';
import { t } from '../../../lib/i18n';
import { type Startup, useSignedIn } from '../api';
import { ClaimDialogsLazy } from './claim-dialogs-lazy';

/**
 * 'Claim This Profile' on a profile (part 3 §2.9, §4): for an admin-created startup not yet claimed. A signed-in
 * user opens the claim modals here; a visitor gets a link to the claim page (a link works without JavaScript),
 * which explains the claim and sends them to /login first. Nothing shows for other startups.
 */
export function ClaimAction({ startup, onClaimed }: { startup: Startup; onClaimed(startup: Startup): void }) {
  const { signedIn } = useSignedIn();
  const [step, setStep] = useState<'email' | 'code' | null>(null);
  if (!isClaimable(startup)) return null;
  if (!signedIn) {
    return (
      <Link
        to={startupClaimPath(startup._id)}
        // The same look as the button a signed-in user gets, so nothing moves when the session is known.
        className={buttonClass('accent', 'sm')}
      >
        <BadgeCheck aria-hidden className="h-4 w-4" />
        {t(STARTUP_LABELS.claimProfile)}
      </Link>
    );
  }
  return (
    <>
      <Button size="sm" variant="accent" onClick={() => setStep('email')}>
        <BadgeCheck aria-hidden className="h-4 w-4" />
        {t(STARTUP_LABELS.claimProfile)}
      </Button>
      <ClaimDialogsLazy
        startup={startup}
        step={step}
        onStepChange={setStep}
        onClaimed={(s) => {
          setStep(null);
          onClaimed(s);
        }}
      />
    </>
  );
}
