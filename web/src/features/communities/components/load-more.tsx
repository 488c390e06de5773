import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';

export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
  items: unknown[];
  total: number;
}

/** 'Load more' under a paginated list (decision 4), with how many of the total are shown. */
export function LoadMore({ list, failedText, label = 'Load more' }: { list: PagedList; failedText: string; label?: string }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {list.isFetchNextPageError && <Alert>{failedText}</Alert>}
      <Button variant="secondary" size="sm" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
        {label}
      </Button>
      <p className="text-xs text-muted">
        Showing {list.items.length} of {list.total}
      </p>
    </div>
  );
}
