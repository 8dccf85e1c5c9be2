/**
 * @mentions (SPEC §5): `@name` tokens, where only names in the mention options count. At each
 * `@` the longest option name that follows wins, so `@码途` and `@码途学员` are told apart and a
 * name may be followed directly by more text (Chinese has no spaces).
 */

export interface MentionCandidate {
  uid: string;
  nick_name: string;
}

export function parseMentions<T extends MentionCandidate>(content: string, options: readonly T[]): T[] {
  const sorted = options.filter((o) => o.nick_name.length > 0).sort((a, b) => b.nick_name.length - a.nick_name.length);
  const found: T[] = [];
  for (let i = content.indexOf('@'); i !== -1; i = content.indexOf('@', i + 1)) {
    const hit = sorted.find((o) => content.startsWith(o.nick_name, i + 1));
    if (hit && !found.some((f) => f.uid === hit.uid)) found.push(hit);
  }
  return found;
}

/** The uids to send as `mentionedUids`. */
export function mentionedUids(content: string, options: readonly MentionCandidate[]): string[] {
  return parseMentions(content, options).map((o) => o.uid);
}
