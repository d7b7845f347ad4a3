/**
 * POST /api/admin/submissions/{id}/not-spam: staff release a honeypot hit
 * (an autofill or a password manager may have filled the trap for a real
 * visitor). Clears the flag and queues the notification the submission would
 * have had; repeating it changes nothing. Same bearer token as the export.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminAllowed } from './admin-export.ts';
import { sendJson } from '../respond.ts';
import type { IntakeStore } from './store.ts';
import type { Logger } from '../logger.ts';

export interface NotSpamContext {
  store: Pick<IntakeStore, 'markNotSpam'>;
  exportToken: string | undefined;
  nudge(): void;
  logger: Logger;
}

export async function handleNotSpam(ctx: NotSpamContext, req: IncomingMessage, res: ServerResponse, idText: string): Promise<void> {
  if (!adminAllowed(ctx.exportToken, req, res)) return;
  const id = Number(idText);
  const result = Number.isSafeInteger(id) && id > 0 ? await ctx.store.markNotSpam(id) : undefined;
  if (!result) return sendJson(res, 404, { message: 'No such submission' });
  if (result.queued) {
    ctx.logger.info({ event: 'not-spam', submission: id }, `not spam: submission #${id} released, notification queued`);
    ctx.nudge();
  }
  // `alreadyQueued`: it was never spam, or was released before; nobody is notified twice.
  sendJson(res, 200, { id, spam: false, notification: result.queued ? 'queued' : 'alreadyQueued' });
}
