import * as z from 'zod/mini';
import { freeText, isSingleLine } from '../../domain/shared/input-text';

/**
 * The input rule (src/domain/shared/input-text.ts) as checks for the schemas beside this file,
 * shared by the browser and the server; zod/mini only. Every form field, route parameter and query
 * that takes text uses one of these:
 *
 * - `singleLine(message)`: names, e-mail addresses, phone numbers, references, slugs, short
 *   answers. A control character (a line break, a NUL) is refused with the field's own message.
 * - `cleanFreeText()`: messages. Line breaks are kept, other control characters dropped.
 */

export { freeText, isSingleLine };

/** A check for a single-line string field: refused with the field's own message when it holds a control character. */
export const singleLine = (message: string) => z.refine<string>(isSingleLine, message);

/** A check for a free-text string field: cleaned (not refused) by `freeText`. Put it before `z.trim()`. */
export const cleanFreeText = () => z.overwrite<string>(freeText);
