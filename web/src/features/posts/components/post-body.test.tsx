import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POST_PREVIEW_CHARS } from '../../../../../common/communities';
import { PostBody } from './post-body';

describe('post body fold', () => {
  it('shows a body of exactly 300 characters whole, without a toggle', () => {
    const body = 'a'.repeat(POST_PREVIEW_CHARS);
    render(<PostBody body={body} />);
    expect(screen.getByTestId('post-body').textContent).toBe(body);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("cuts a longer body at 300 characters with 'see more', and 'see less' folds it again", () => {
    const body = `${'b'.repeat(POST_PREVIEW_CHARS)}THE END`;
    render(<PostBody body={body} />);
    expect(screen.getByTestId('post-body').textContent).toBe(`${'b'.repeat(POST_PREVIEW_CHARS)}...`);
    fireEvent.click(screen.getByRole('button', { name: 'see more' }));
    expect(screen.getByTestId('post-body').textContent).toBe(body);
    fireEvent.click(screen.getByRole('button', { name: 'see less' }));
    expect(screen.getByTestId('post-body').textContent).not.toContain('THE END');
    expect(screen.getByRole('button', { name: 'see more' })).toBeTruthy();
  });
});
