import { Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { LOGIN_PROMPT } from '../../../lib/sign-in';
import { buttonClass } from '../../../components/button';
import { t } from '../../../lib/i18n';

/** The sign-in prompt over a blurred article for anonymous readers (part 2 §4), with the return address. */
export function SignInOverlay() {
  const location = useLocation();
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/30 p-4 sm:items-center"
      data-testid="sign-in-overlay"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="sign-in-title"
        aria-describedby="sign-in-text"
        className="card w-full max-w-md p-6 text-center shadow-xl"
      >
        <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Lock aria-hidden className="h-6 w-6" />
        </span>
        <h2 id="sign-in-title" className="text-xl font-bold">
          {t('Sign in to keep reading')}
        </h2>
        <p id="sign-in-text" className="mt-2 text-sm text-muted">
          {t("Join AfriFounders for free to read the full article and the community's other articles.")}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link
            ref={first}
            to="/login"
            state={{ from: location, message: LOGIN_PROMPT }}
            className={buttonClass('primary', 'md')}
          >
            {t('Log in')}
          </Link>
          <Link to="/registration" state={{ from: location }} className={buttonClass('secondary', 'md')}>
            {t('Sign up')}
          </Link>
        </div>
      </div>
    </div>
  );
}
