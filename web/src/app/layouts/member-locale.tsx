import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localePath } from '../../../../common/i18n';
import { signedIn, useAuth } from '../../lib/auth';
import { currentLocale } from '../../lib/i18n';

/** The pages of signing in: the member's language is taken once they have left them. */
const SIGNING_IN =
  /^\/(login|registration|email-verification|verify-email|resend-verification|forgot-password|reset-password)(\/|$)/;

/**
 * A member who signs in reads in the language saved on their profile (issue 20), on any device: once the sign-in
 * has taken them to their page, a page in the other language is loaded again at its address in theirs. Only
 * right after signing in: on later visits the address they open decides, as for everyone.
 */
export function MemberLocale() {
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const wanted = signedIn.locale;
    if (!user || !wanted || SIGNING_IN.test(pathname)) return;
    signedIn.locale = undefined;
    if (wanted !== currentLocale()) window.location.replace(`${localePath(pathname, wanted)}${search}${hash}`);
  }, [user, pathname, search, hash]);
  return null;
}
