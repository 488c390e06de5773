import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { MyContent } from '../../features/posts/components/my-content';
import { usePageParam } from '../../lib/paged-list';
import { t } from '../../lib/i18n';

/** /user/content (issue 17): the member's posts and comments across their communities, each opening its place. */
export default function MyContentPage() {
  const [page] = usePageParam();
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader
        title={t('My posts and comments')}
        description={t('What you wrote in your communities, newest first. Open one to see it in its community.')}
        actions={
          <Link to="/user/community" className={buttonClass('secondary', 'sm')}>
            <MessagesSquare aria-hidden className="h-4 w-4" /> {t('My communities')}
          </Link>
        }
      />
      <MyContent page={page} />
    </div>
  );
}
