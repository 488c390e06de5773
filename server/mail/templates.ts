/**
 * Plain and HTML versions of every message the platform sends, each in its recipient's language (issue 20),
 * by sub-area: account mail, the newsletter's, applications', notifications' and digests.
 */
export { passwordResetMail, startupClaimCodeMail, verificationMail } from './account';
export { applicationMail, applicationStatusMail } from './applications';
export { esc, layout } from './layout';
export { newsletterConfirmationMail, newsletterMail } from './newsletter';
export { digestMail, notificationFooter, notificationMail } from './notifications';
