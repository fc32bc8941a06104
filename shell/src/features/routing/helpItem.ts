// The help item /help opens, from the location's hash.

/** The hash names it (#term is the terms of use); none opens the first item. */
export function helpItemOf(hash: string): string | null {
  const item = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return item === '' ? null : item;
}
