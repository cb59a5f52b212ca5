import * as z from 'zod/mini';
import { TRASH_KINDS } from '../../domain/content/trash';
import type { TrashConsoleItem } from '../../ports/trash-console.port';
import { apiErrorSchema, endpoint } from './endpoint';

/** The console's Trash (ADR 086) as it crosses the wire, written once (ADR 095). */

const trashed = {
  kind: z.enum(TRASH_KINDS),
  id: z.string(),
  name: z.string(),
  deletedAt: z.string(),
  deletedBy: z.string(),
};

const item: z.ZodMiniType<TrashConsoleItem> = z.object({ ...trashed, daysLeft: z.number() });

export const trashContract = {
  /** Pages, posts, offers and FAQs deleted in the last 30 days, with the days each has left. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/trash',
    answers: { 200: z.object({ items: z.array(item) }) },
  }),
  /** Puts one back as a draft; 404 when it is not in the trash, 409 when it cannot go back. */
  restore: endpoint({
    method: 'POST',
    path: '/api/admin/trash/:kind/:id/restore',
    params: z.object({ kind: z.string(), id: z.string() }),
    answers: {
      200: z.object({ restored: z.object(trashed) }),
      404: apiErrorSchema,
      409: apiErrorSchema,
    },
  }),
};
