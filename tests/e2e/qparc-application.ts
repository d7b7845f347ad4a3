import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A QPARC 2025 application sent straight to the intake, for tests that need a completion page to look
 * at (the form itself is exercised in forms.spec.ts). Returns the completion page's path.
 */
export async function applyToQparc(
  request: APIRequestContext,
  o: { name: string; organisation: string; sessions: string[] },
): Promise<string> {
  const answer = await request.post('/api/forms/qparc', {
    data: {
      ...o,
      email: 'applicant@example.ac.jp',
      participantType: 'academic',
      role: '准教授・量子化学',
      privacyConsent: true,
      codeOfConductConsent: true,
      idempotencyKey: `e2e-qparc-${randomUUID()}`,
    },
  });
  expect(answer.status()).toBe(201);
  const { redirectTo } = (await answer.json()) as { redirectTo: string };
  expect(redirectTo).toMatch(/^\/qparc\/2025\/apply\/[\w-]{22,}$/);
  return redirectTo;
}
