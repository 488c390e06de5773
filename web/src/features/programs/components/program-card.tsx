import type { ReactNode } from 'react';
import { FallbackImage } from '../../../components/fallback-image';
import { RegisterAction } from '../../../components/payment-dialog';
import { PriceBadge } from '../../../components/price-badge';
import type { Program } from '../api';

/**
 * A program card (home carousel): image, title, description, free or paid; paid ones open the payment modal.
 * `action` sits beside Register (the page's Save).
 */
export function ProgramCard({
  program,
  eager = false,
  action,
}: {
  program: Program;
  eager?: boolean;
  action?: ReactNode;
}) {
  return (
    <article className="card flex h-full flex-col overflow-hidden" data-testid="program-card">
      <FallbackImage
        src={program.image}
        alt={program.title}
        width={800}
        height={600}
        eager={eager}
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{program.title}</h3>
          <PriceBadge type={program.programType} />
        </div>
        <p className="line-clamp-3 text-sm text-muted">{program.description}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <RegisterAction
            paid={program.programType === 'paid'}
            title={program.title}
            paymentInstructions={program.paymentInstructions}
            registrationUrl={program.registrationUrl}
            size="sm"
          />
          {action}
        </div>
      </div>
    </article>
  );
}
