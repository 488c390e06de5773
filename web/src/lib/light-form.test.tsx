import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema, useLightForm } from './light-form';

const Schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: z.string().min(1, 'Email is required.'),
});

function Probe({
  onValid,
  load = vi.fn(async () => Schema),
  recheckOnChange,
}: {
  onValid(v: unknown): unknown;
  load?: () => Promise<typeof Schema>;
  recheckOnChange?: boolean;
}) {
  // Pages make their rules once, at module level.
  const [rules] = useState(() => lazySchema(load));
  const form = useLightForm(rules, onValid, { recheckOnChange });
  return (
    <form {...form.props}>
      {form.error && <p role="alert">{form.error}</p>}
      <input aria-label="Name" name="name" />
      <input aria-label="Email" name="email" />
      <span>{form.submitting ? 'busy' : 'idle'}</span>
      <button type="submit">Send</button>
      <button type="button" onClick={form.reset}>
        Clear
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useLightForm', () => {
  it('loads the schema on first use, shows the first broken rule and focuses its field', async () => {
    const load = vi.fn(async () => Schema);
    const onValid = vi.fn();
    render(<Probe onValid={onValid} load={load} />);
    expect(load).not.toHaveBeenCalled();
    type('Name', 'Ada');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Email is required.');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(onValid).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks again on change after a failed submit, and passes the schema output on a valid one', async () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required.');
    type('Name', '  Ada ');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Email is required.'));
    type('Email', 'ada@example.com');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }));
  });

  it('keeps the message until the next submit when asked to', async () => {
    render(<Probe onValid={vi.fn()} recheckOnChange={false} />);
    send();
    await screen.findByRole('alert');
    type('Name', 'Ada');
    type('Email', 'a@b.c');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('alert').textContent).toBe('Name is required.');
  });

  it('is submitting while the handler runs, and reset empties the inputs and the message', async () => {
    let finish!: () => void;
    const onValid = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(<Probe onValid={onValid} />);
    type('Name', 'Ada');
    type('Email', 'a@b.c');
    send();
    await screen.findByText('busy');
    finish();
    await screen.findByText('idle');
    send();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    finish();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});
