import { ChevronDown, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { createArticlePath } from '../../../../../common/own-content';
import { buttonClass } from '../../../components/button';
import { msg, t } from '../../../lib/i18n';
import { useMyCommunities } from '../../communities/api';

const LABEL = msg('Write an article');

/**
 * 'Write an article' on My articles (issue 17): a community article is written in a community the member belongs
 * to. One community: the button opens its editor; several: it opens a list of them; none: it leads to the
 * communities to join one first.
 */
export function WriteArticleMenu() {
  const mine = useMyCommunities();
  const icon = <PenLine aria-hidden className="h-4 w-4" />;
  if (mine.isPending) {
    return (
      <span className={buttonClass('primary', 'sm', 'pointer-events-none opacity-60')} aria-disabled="true">
        {icon} {t(LABEL)}
      </span>
    );
  }
  const communities = mine.items;
  if (communities.length === 0) {
    return (
      <Link to="/communities" className={buttonClass('primary', 'sm')} title={t('Join a community to write in it')}>
        {icon} {t(LABEL)}
      </Link>
    );
  }
  if (communities.length === 1) {
    const c = communities[0]!;
    return (
      <Link
        to={createArticlePath(c._id)}
        className={buttonClass('primary', 'sm')}
        title={t('In {name}', { name: c.name })}
      >
        {icon} {t(LABEL)}
      </Link>
    );
  }
  return (
    <details className="group relative" data-testid="write-article-menu">
      <summary className={buttonClass('primary', 'sm', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        {icon} {t(LABEL)}
        <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="card absolute right-0 z-20 mt-2 w-64 p-2 shadow-lg">
        <p className="px-2 pt-1 pb-2 text-xs font-medium text-muted">{t('In which community?')}</p>
        <ul className="max-h-72 overflow-y-auto">
          {communities.map((c) => (
            <li key={c._id}>
              <Link
                to={createArticlePath(c._id)}
                className="block truncate rounded-md px-2 py-2 text-sm hover:bg-canvas hover:text-brand-700"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
