import * as z from 'zod/mini';

/**
 * A consent decision as the browser reports it to the server's consent log (POST /api/consent).
 * zod/mini, so the browser may check with it too. Only the decision and its version cross: the
 * server adds its own time.
 */

export const consentMessages = {
  consentId: 'consentId must be the browser’s consent id (a UUID).',
  version: 'version must be a whole number from 1.',
  analytics: 'analytics must be true or false.',
  replay: 'replay must be true or false, and false without analytics.',
  form: 'Send {consentId, version, analytics, replay} as JSON.',
} as const;

const m = consentMessages;

export const consentLogSchema = z
  .object(
    {
      consentId: z.uuid(m.consentId).check(z.toLowerCase()),
      version: z.number(m.version).check(z.int(m.version), z.gte(1, m.version), z.lte(1_000_000, m.version)),
      analytics: z.boolean(m.analytics),
      replay: z.boolean(m.replay),
    },
    m.form,
  )
  // Replay records what analytics would; the banner never grants it alone.
  .check(z.refine((c) => c.analytics || !c.replay, { message: m.replay, path: ['replay'] }));

export type ConsentLogRequest = z.infer<typeof consentLogSchema>;
