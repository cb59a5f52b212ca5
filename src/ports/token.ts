/**
 * A port's injection token: a unique symbol that remembers the type bound to it, so
 * `container.get(CLOCK)` is typed without the port importing the container library.
 */
export type Token<T> = symbol & { readonly __port?: T };

export function token<T>(description: string): Token<T> {
  return Symbol.for(`digs.${description}`) as Token<T>;
}
