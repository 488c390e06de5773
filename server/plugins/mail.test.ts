import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { smtpReceiver } from '../test/smtp';

describe('mail over SMTP', () => {
  it('sends the verification mail through SMTP_URL with plain and HTML parts', async () => {
    const server = await smtpReceiver();
    const received = server.accepted;
    const smtp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${server.port}` });
    try {
      const res = await smtp.app.inject({
        method: 'POST',
        url: '/api/auth/onboard',
        payload: {
          first_name: 'Sade',
          last_name: 'Ade',
          email: 'sade@example.com',
          phone_number: '123',
          password: 'Lagoon-Breeze-4',
        },
      });
      expect(res.statusCode).toBe(201);
      await smtp.ctx.jobs.drain(); // account mail is sent by the job queue (issue 17)
      await new Promise((r) => setTimeout(r, 200));
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ to: 'sade@example.com', subject: 'Verify your email address' });
      expect(received[0]!.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/);
      expect(received[0]!.html).toContain('Verify email');
      expect(await smtp.outbox()).toEqual([]);
    } finally {
      await smtp.close();
      await server.close();
    }
  });
});
