import { t } from '../../lib/i18n';
import { LegalPage } from './prose';

export default function PrivacyPage() {
  return (
    <LegalPage title={t('Privacy Policy')}>
      <section>
        <h2>{t('Who we are')}</h2>
        <p>
          {t(
            'AfriFounders is a community platform for African tech founders. This policy explains what personal data we collect, why, and the choices you have.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('What we collect')}</h2>
        <ul>
          <li>
            {t(
              'Account details you give us: name, email address, phone number, password (stored only as a secure hash) and profile picture.',
            )}
          </li>
          <li>{t('What you publish: posts, comments, articles, startup profiles and opportunities.')}</li>
          <li>{t('Technical data needed to run the service, such as sign-in sessions and basic logs.')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('How we use it')}</h2>
        <p>
          {t(
            'To run your account, show your contributions to the communities you choose, send the emails you ask for (verification, password reset, the newsletter) and keep the platform safe. We do not sell personal data.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('Your choices')}</h2>
        <p>
          {t(
            'You can edit your profile at any time, unsubscribe from the newsletter with one click, and ask us to export or delete your data.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('Children')}</h2>
        <p>{t('You must be at least 13 years old to use AfriFounders.')}</p>
      </section>
      <section>
        <h2>{t('Governing law and contact')}</h2>
        <p>
          {t(
            'This policy is governed by the laws of the Federal Republic of Nigeria. Questions: privacy@afrifounders.com.',
          )}
        </p>
      </section>
    </LegalPage>
  );
}
