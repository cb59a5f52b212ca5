import * as z from 'zod/mini';
import type { MediaFormats } from '../../domain/catalogue/catalogue';

/**
 * A picture's formats as the browser checks them on arrival (zod/mini, ADR 007), for the visitor's
 * catalogue documents (catalogue.schema.ts) and the console's pictures (pictures-console.contract.ts).
 * The later two are absent from an older server's answers (ADR 066).
 */

const format = z.object({ url: z.string(), width: z.number(), height: z.number(), avifUrl: z.optional(z.string()) });

export const mediaFormatsSchema: z.ZodMiniType<MediaFormats> = z.object({
  thumbnail: format,
  small: format,
  phone: z.optional(format),
  medium: format,
  tablet: z.optional(format),
  large: format,
});
