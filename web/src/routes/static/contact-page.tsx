import { Clock, Mail, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Alert, FormError } from '../../components/alert';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { inputClass, TextField } from '../../components/text-field';
import { lazySchema, useLightForm } from '../../lib/light-form';
import type { ContactForm } from './contact-schema';

const rules = lazySchema(() => import('./contact-schema').then((m) => m.ContactForm));

const FAQ = [
  { q: 'Is AfriFounders free to join?', a: 'Yes. Creating an account and joining communities is free.' },
  {
    q: 'How do I list my startup?',
    a: 'Sign in, open your dashboard and use Startup Management to create a profile. We verify it before it appears in the directory.',
  },
  {
    q: 'Can I claim a startup profile created by the team?',
    a: 'Yes. Open the profile and choose Claim This Profile; we send a code to your company email.',
  },
  {
    q: 'How can my organisation partner with you?',
    a: 'Send us a message with the Partnership category and we will get back to you.',
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
      <PageHeader title="Contact" description="Questions, ideas or partnerships: we would love to hear from you." />
      <div className="grid gap-6 lg:grid-cols-[1fr_1.6fr]">
        <div className="space-y-3">
          {[
            { icon: Mail, title: 'Email', text: 'hello@afrifounders.com' },
            { icon: MapPin, title: 'Based in', text: 'Lagos, Nigeria' },
            { icon: Clock, title: 'Response time', text: 'We reply within 24-48 hours.' },
          ].map(({ icon: Icon, title, text }) => (
            <div key={title} className="card flex items-start gap-3 p-4">
              <Icon aria-hidden className="mt-0.5 h-5 w-5 text-brand-600" />
              <div>
                <p className="text-sm font-semibold">{title}</p>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </div>
          ))}
        </div>
        <form {...form.props} className="card space-y-4 p-5 sm:p-6">
          {sent && (
            <Alert tone="success">Thank you for your message! We will get back to you within 24-48 hours.</Alert>
          )}
          <FormError message={form.error} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" autoComplete="name" name="name" />
            <TextField label="Email" type="email" autoComplete="email" name="email" />
          </div>
          <TextField label="Subject" name="subject" />
          <label className="block text-sm">
            <span className="mb-1.5 block font-medium">Category</span>
            <select className={inputClass} name="category" defaultValue="general">
              <option value="general">General</option>
              <option value="community">Community</option>
              <option value="partnership">Partnership</option>
              <option value="press">Press</option>
            </select>
          </label>
          <label className="block text-sm">
            <span className="mb-1.5 block font-medium">Message</span>
            <textarea rows={5} className={inputClass} name="message" />
          </label>
          <Button type="submit">Send message</Button>
        </form>
      </div>
      <section className="mx-auto mt-12 max-w-3xl" aria-labelledby="faq">
        <h2 id="faq" className="mb-4 text-xl font-bold">
          Frequently asked questions
        </h2>
        <div className="space-y-2">
          {FAQ.map((f) => (
            <details key={f.q} className="card group p-4">
              <summary className="cursor-pointer list-none font-medium marker:hidden">{f.q}</summary>
              <p className="mt-2 text-sm text-muted">{f.a}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
