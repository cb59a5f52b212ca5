import { type Token, token } from '../../ports/token';

/**
 * The time now (epoch ms) as the clock port tells it, for a view that shows what is due, live or
 * past (an offer's state, a post's schedule): views resolve this, never the clock port itself, so
 * a test or QA's clock still decides what they show.
 */
export type Now = () => number;

export const NOW: Token<Now> = /* @__PURE__ */ token<Now>('Now');
