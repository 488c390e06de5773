import { Clock, Mail, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Alert, FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { inputClass, TextField } from '../../components/text-field';
import { msg, t } from '../../lib/i18n';
import { lazySchema, useLightForm } from '../../lib/light-form';
import type { ContactForm } from './contact-schema';

/** The contact details' cards: the address and the city stay as they are. */
const DETAILS = [
  { icon: Mail, title: msg('Email'), text: 'hello@afrifounders.com' }, // i18n-ignore
  { icon: MapPin, title: msg('Based in'), text: 'Lagos, Nigeria' }, // i18n-ignore
  { icon: Clock, title: msg('Response time'), text: msg('We reply within 24-48 hours.') },
];

const rules = lazySchema(() => import('./contact-schema').then((m) => m.ContactForm));

const FAQ = [
  { q: msg('Is AfriFounders free to join?'), a: msg('Yes. Creating an account and joining communities is free.') },
  {
    q: msg('How do I list my startup?'),
    a: msg(
      'Sign in, open your dashboard and use Startup Management to create a profile. We verify it before it appears in the directory.',
    ),
  },
  {
    q: msg('Can I claim a startup profile created by the team?'),
    a: msg('Yes. Open the profile and choose Claim This Profile; we send a code to your company email.'),
  },
  {
    q: msg('How can my organisation partner with you?'),
    a: msg('Send us a message with the Partnership category and we will get back to you.'),
  },
];

export default function ContactPage() {
  const [sent, setSent] = useState(false);
  // The contact form is not sent anywhere (part 3 §7): it logs and thanks the sender.
  const form = useLightForm(rules, (values: ContactForm) => {
    console.log('Contact form', values);
    setSent(true);
    form.reset();
  });

  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title={t('Contact')}
        description={t('Questions, ideas or partnerships: we would love to hear from you.')}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_1.6fr]">
        <div className="space-y-3">
          {DETAILS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="card flex items-start gap-3 p-4">
              <Icon aria-hidden className="mt-0.5 h-5 w-5 text-brand-600" />
              <div>
                <p className="text-sm font-semibold">{t(title)}</p>
                <p className="text-sm text-muted">{t(text)}</p>
              </div>
            </div>
          ))}
        </div>
        <form {...form.props} className="card space-y-4 p-5 sm:p-6">
          {sent && (
            <Alert tone="success">{t('Thank you for your message! We will get back to you within 24-48 hours.')}</Alert>
          )}
          <FormError message={form.error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('Name')} autoComplete="name" name="name" />
            <TextField label={t('Email')} type="email" autoComplete="email" name="email" />
          </div>
          <TextField label={t('Subject')} name="subject" />
          <label className="block text-sm">
            <span className="mb-1.5 block font-medium">{t('Category')}</span>
            <select className={inputClass} name="category" defaultValue="general">
              <option value="general">{t('General')}</option>
              <option value="community">{t('Community')}</option>
              <option value="partnership">{t('Partnership')}</option>
              <option value="press">{t('Press')}</option>
            </select>
          </label>
          <label className="block text-sm">
            <span className="mb-1.5 block font-medium">{t('Message')}</span>
            <textarea rows={5} className={inputClass} name="message" />
          </label>
          <Button type="submit">{t('Send message')}</Button>
        </form>
      </div>
      <section className="mx-auto mt-12 max-w-3xl" aria-labelledby="faq">
        <h2 id="faq" className="mb-4 text-xl font-bold">
          {t('Frequently asked questions')}
        </h2>
        <div className="space-y-2">
          {FAQ.map((f) => (
            <details key={f.q} className="card group p-4">
              <summary className="cursor-pointer list-none font-medium marker:hidden">{t(f.q)}</summary>
              <p className="mt-2 text-sm text-muted">{t(f.a)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
