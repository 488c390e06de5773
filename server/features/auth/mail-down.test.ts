import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { type SmtpReceiver, smtpReceiver } from '../../test/smtp';
import { JOBS, MESSAGES } from './service';

// Account mail goes through the job queue (issue 17): the request stores the link and queues its mail, so a mail
// server that is down or slow never changes or delays the answer. The job is retried with back-off, not lost; a
// permanent refusal of the address is not retried.
const post = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const accountJobs = (t: TestApp) => t.db.select().from(jobs).where(eq(jobs.name, JOBS.accountMail));
const newcomer = (email: string) => ({
  first_name: 'Chioma',
  last_name: 'Eze',
  email,
  phone_number: '+234 803 123 4567',
  password: 'Baobab-Tree-77',
});

describe('mail server down', () => {
  // A real SMTP transport pointed at a port where nothing listens: every send fails as with the server down.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('registering answers as usual at once; the mail job is retried, not lost', async () => {
    const res = await post(t, '/api/auth/onboard', newcomer('maildown@example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: 'maildown@example.com', message: MESSAGES.registered });
    const early = await post(t, '/api/auth', { email: 'maildown@example.com', password: 'Baobab-Tree-77' });
    expect(early.statusCode).toBe(403); // the account exists, not yet verified
    expect(await accountJobs(t)).toMatchObject([{ status: 'queued', attempts: 0 }]);

    await t.ctx.jobs.drain(); // the send fails: the job waits for its retry
    const [job] = await accountJobs(t);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toBeTruthy();
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    // A resend can be asked: it replaces the link, and the first job's mail will not be sent any more.
    const resend = await post(t, '/api/auth/resend-verification', { email: 'maildown@example.com' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(MESSAGES.resent);
    expect(await accountJobs(t)).toHaveLength(2);
    await t.db.delete(jobs).where(eq(jobs.name, JOBS.accountMail));
  });

  it('forgot password answers as usual and queues the reset mail', async () => {
    const u = await signedInUser(t);
    const res = await post(t, '/api/user/forgot-password', { email: u.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.forgot);
    expect(await accountJobs(t)).toMatchObject([{ status: 'queued', payload: { purpose: 'reset-password' } }]);
    await t.ctx.jobs.drain();
    expect(await accountJobs(t)).toMatchObject([{ status: 'queued', attempts: 1 }]);
  });
});

describe('the mail server refuses', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, JOB_RETRY_MS: '50' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a permanent refusal (5xx) ends the job without a retry', async () => {
    smtp.refuse.set('gone@example.com', () => 550);
    expect((await post(t, '/api/auth/onboard', newcomer('gone@example.com'))).statusCode).toBe(201);
    await t.ctx.jobs.drain();
    expect(await accountJobs(t)).toEqual([]);
    expect(smtp.delivered).not.toContain('gone@example.com');
  });

  it('a refusal for now (4xx) is retried until the mail goes out', async () => {
    smtp.refuse.set('busy@example.com', () => 451);
    expect((await post(t, '/api/auth/onboard', newcomer('busy@example.com'))).statusCode).toBe(201);
    await t.ctx.jobs.drain();
    expect(await accountJobs(t)).toMatchObject([{ status: 'queued', attempts: 1 }]);
    smtp.refuse.delete('busy@example.com');
    await new Promise((r) => setTimeout(r, 150)); // the retry's back-off (50 ms ± 20 %)
    await t.ctx.jobs.drain();
    expect(await accountJobs(t)).toEqual([]);
    expect(smtp.delivered).toContain('busy@example.com');
  });
});
