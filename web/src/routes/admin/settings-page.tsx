import { Button } from '../../components/button';
import { PageHeader, SampleNotice } from '../../components/page-header';
import { inputClass } from '../../components/text-field';
import { msg, t } from '../../lib/i18n';

const PLANS = [
  { name: msg('Free'), price: 0 },
  { name: msg('Basic'), price: 9.99 },
  { name: msg('Pro'), price: 29.99 },
];

export default function AdminSettingsPage() {
  return (
    <>
      <PageHeader title={t('Settings')} description={t('Platform configuration.')} />
      <SampleNotice />
      <form className="grid gap-6 xl:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
        <section className="card space-y-4 p-5" aria-labelledby="security">
          <h2 id="security" className="font-semibold">
            {t('Security')}
          </h2>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('Session timeout (minutes)')}</span>
            <input type="number" className={inputClass} defaultValue={30} min={5} />
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('Max login attempts')}</span>
            <input type="number" className={inputClass} defaultValue={3} min={1} />
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('Password policy')}</span>
            <select className={inputClass} defaultValue="medium">
              <option value="basic">{t('Basic')}</option>
              <option value="medium">{t('Medium')}</option>
              <option value="strong">{t('Strong')}</option>
            </select>
          </label>
        </section>
        <section className="card space-y-4 p-5" aria-labelledby="plans">
          <h2 id="plans" className="font-semibold">
            {t('Subscription plans')}
          </h2>
          {PLANS.map((p) => (
            <label key={p.name} className="flex items-center justify-between gap-4 text-sm">
              <span className="font-medium">{t('{plan} (USD / month)', { plan: t(p.name) })}</span>
              <input type="number" step="0.01" className={`${inputClass} w-32`} defaultValue={p.price} />
            </label>
          ))}
        </section>
        <div className="xl:col-span-2">
          <Button type="submit">{t('Save settings')}</Button>
        </div>
      </form>
    </>
  );
}
