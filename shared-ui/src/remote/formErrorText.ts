// A form's message as the remotes keep them: an i18n key with its values in a query ('withdraw_proof_size?name=a.png&mb=5').

/** The text of a form message (`key` or `key?name=value&…` of the remote's texts), or undefined for none. */
export function formErrorText(
  t: (key: string, values?: Record<string, string>) => string,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const [key = message, query = ''] = message.split('?', 2);
  return t(key, Object.fromEntries(new URLSearchParams(query)));
}
