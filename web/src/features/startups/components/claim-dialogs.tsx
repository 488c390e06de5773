import { useState } from 'react';
import { CLAIM_CODE_LENGTH, STARTUP_LABELS } from '../../../../../common/startups';
import type { InitiateClaimAnswer } from '../../../../../common/schemas/startup-claims';
import { Modal } from '../../../components/modal';
import { t } from '../../../lib/i18n';
import type { Startup } from '../api';
import { ClaimCodeForm, ClaimEmailForm } from './claim-forms';

export interface ClaimDialogsProps {
  startup: Pick<Startup, '_id' | 'name'>;
  /** The step shown: the company email, the code, or none (closed). */
  step: 'email' | 'code' | null;
  /** The code already sent (the claim page starts at the code step). */
  sent?: InitiateClaimAnswer;
  onStepChange(step: 'email' | 'code' | null): void;
  onClaimed(startup: Startup): void;
}

/**
 * The claim modals in order (part 3 §2.10): the company email, then the verification code with its resend. This
 * module loads when a claim is first started (ClaimDialogsLazy), not with the page.
 */
export default function ClaimDialogs({ startup, step, sent: sentBefore, onStepChange, onClaimed }: ClaimDialogsProps) {
  const [sent, setSent] = useState<InitiateClaimAnswer | undefined>(sentBefore);
  const current = sent ?? sentBefore;
  const close = (open: boolean) => {
    if (!open) onStepChange(null);
  };
  return (
    <>
      <Modal
        open={step === 'email'}
        onOpenChange={close}
        title={t(STARTUP_LABELS.claimProfile)}
        description={t('Verify that you represent {name}: we email a {length}-digit code to your company address.', {
          name: startup.name,
          length: CLAIM_CODE_LENGTH,
        })}
        size="sm"
      >
        <ClaimEmailForm
          startupId={startup._id}
          defaultEmail={current?.email}
          onSent={(answer) => {
            setSent(answer);
            onStepChange('code');
          }}
        />
      </Modal>
      <Modal open={step === 'code' && !!current} onOpenChange={close} title={t('Enter Verification Code')} size="sm">
        {current && <ClaimCodeForm startupId={startup._id} sent={current} onResent={setSent} onClaimed={onClaimed} />}
      </Modal>
    </>
  );
}
