import { useState } from 'react';
import { t } from '../lib/i18n';
import { Button, type ButtonSize, buttonClass } from './button';
import { Modal } from './modal';

/** The payment-information modal of a paid event or program (part 3 §2.7): its payment instructions. */
export function PaymentDialog({
  open,
  onOpenChange,
  title,
  paymentInstructions,
  registrationUrl,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  paymentInstructions: string | null;
  registrationUrl: string | null;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('Payment Information')} description={title}>
      <div className="space-y-4">
        <p className="text-sm font-semibold">{t('Payment instructions')}</p>
        <p className="text-sm whitespace-pre-line text-muted" data-testid="payment-instructions">
          {paymentInstructions}
        </p>
        {registrationUrl && (
          <div className="flex justify-end">
            <a href={registrationUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
              {t('Register')}
            </a>
          </div>
        )}
      </div>
    </Modal>
  );
}

/**
 * The action of an event or program: 'Payment Information' (opening the modal) when paid, otherwise the
 * 'Register' link when there is one.
 */
export function RegisterAction({
  paid,
  title,
  paymentInstructions,
  registrationUrl,
  size = 'md',
}: {
  paid: boolean;
  title: string;
  paymentInstructions: string | null;
  registrationUrl: string | null;
  size?: ButtonSize;
}) {
  const [open, setOpen] = useState(false);
  if (!paid) {
    return registrationUrl ? (
      <a href={registrationUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', size)}>
        {t('Register')}
      </a>
    ) : null;
  }
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        {t('Payment Information')}
      </Button>
      <PaymentDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        paymentInstructions={paymentInstructions}
        registrationUrl={registrationUrl}
      />
    </>
  );
}
