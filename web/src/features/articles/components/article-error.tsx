import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { usePageTitle } from '../../../lib/use-page-title';

/** A reading page that could not show its article: the message is the page's heading, announced as an alert. */
export function ArticleError({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  usePageTitle(message);
  return (
    <div role="alert" className="card mx-auto max-w-lg px-6 py-12 text-center">
      <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <FileWarning aria-hidden className="h-6 w-6" />
      </span>
      <h1 className="text-xl font-bold">{message}</h1>
      <Link to={backTo} className={buttonClass('secondary', 'md', 'mt-6')}>
        {backLabel}
      </Link>
    </div>
  );
}
