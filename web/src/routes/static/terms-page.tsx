import { LegalPage } from './prose';

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <section>
        <h2>Using AfriFounders</h2>
        <p>
          By creating an account or using the platform you agree to these terms. You must be at least 13 years old and
          give accurate information when you register.
        </p>
      </section>
      <section>
        <h2>Your content</h2>
        <p>
          You keep ownership of what you publish. You grant us the right to display it on the platform. Do not post
          anything unlawful, misleading, hateful or that infringes someone else’s rights; we may remove content or
          suspend accounts that do.
        </p>
      </section>
      <section>
        <h2>Startup profiles and claims</h2>
        <p>
          Startup information must be truthful. Claiming a profile requires proof of control of the company’s email
          address or domain.
        </p>
      </section>
      <section>
        <h2>Liability</h2>
        <p>
          The platform is provided as is. Articles and opportunities are for information only and are not investment,
          legal or financial advice.
        </p>
      </section>
      <section>
        <h2>Governing law and contact</h2>
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria. Questions: legal@afrifounders.com.
        </p>
      </section>
    </LegalPage>
  );
}
