/**
 * Problem tags (知识点标签): at most 8 per problem, each 1–12 characters, no commas (they are
 * stored comma-joined). One rule for the admin form, the partner's problem information, the seeds
 * and the client's tag editor.
 */
export const TAG_LIMITS = { count: 8, chars: 12 } as const;

export const TAG_MESSAGES = {
  notList: '标签格式不正确',
  tooMany: `标签最多${TAG_LIMITS.count}个`,
  length: `每个标签1到${TAG_LIMITS.chars}个字符`,
  comma: '标签不能包含逗号',
} as const;

/** Trimmed, empty ones dropped, duplicates removed (first kept). */
export function normalizeTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tags.map((x) => x.trim())) if (t && !out.includes(t)) out.push(t);
  return out;
}

/** The first rule a tag list breaks, or '' when it is valid (checked after normalizing). */
export function tagsError(tags: unknown): string {
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) return TAG_MESSAGES.notList;
  if (tags.some((t) => !t.trim())) return TAG_MESSAGES.length;
  const list = normalizeTags(tags);
  if (list.length > TAG_LIMITS.count) return TAG_MESSAGES.tooMany;
  if (list.some((t) => /[,，]/.test(t))) return TAG_MESSAGES.comma;
  if (list.some((t) => Array.from(t).length > TAG_LIMITS.chars)) return TAG_MESSAGES.length;
  return '';
}

/** Tags typed as one line (`数组，哈希表、双指针`): split at commas and 、, normalized. */
export function parseTagInput(text: string): string[] {
  return normalizeTags(text.split(/[,，、]/));
}

/** The stored column (`数组,哈希表`) as a list. */
export function splitTags(stored: string | null | undefined): string[] {
  return stored ? stored.split(',').filter(Boolean) : [];
}

/** A tag list as the stored column. */
export function joinTags(tags: readonly string[]): string {
  return normalizeTags(tags).join(',');
}
