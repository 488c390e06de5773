import { t } from '../../lib/i18n';
import { LegalPage } from './prose';

export default function TermsPage() {
  return (
    <LegalPage title={t('Terms of Service')}>
      <section>
        <h2>{t('Using AfriFounders')}</h2>
        <p>
          {t(
            'By creating an account or using the platform you agree to these terms. You must be at least 13 years old and give accurate information when you register.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('Your content')}</h2>
        <p>
          {t(
            'You keep ownership of what you publish. You grant us the right to display it on the platform. Do not post anything unlawful, misleading, hateful or that infringes someone else’s rights; we may remove content or suspend accounts that do.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('Startup profiles and claims')}</h2>
        <p>
          {t(
            'Startup information must be truthful. Claiming a profile requires proof of control of the company’s email address or domain.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('Liability')}</h2>
        <p>
          {t(
            'The platform is provided as is. Articles and opportunities are for information only and are not investment, legal or financial advice.',
          )}
        </p>
      </section>
      <section>
        <h2>{t('Governing law and contact')}</h2>
        <p>
          {t(
            'These terms are governed by the laws of the Federal Republic of Nigeria. Questions: legal@afrifounders.com.',
          )}
        </p>
      </section>
    </LegalPage>
  );
}
