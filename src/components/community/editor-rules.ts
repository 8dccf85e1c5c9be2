/** Editor rules shared by the topic editor and the comment box (SPEC §5), same as the server's. */
import { type MentionCandidate, mentionedUids } from '../../../types/mention';
import { isTextWithin, LIMITS, MESSAGES } from '../../../types/validation';
import { checkImage, type PickedImage } from '../../utils/image-check';

/** Characters as the limits count them (code points: an emoji is one). */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** The live counter under the comment box: x/500, highlighted when over. */
export function commentCounter(value: string, max: number = LIMITS.comment): { count: number; max: number; over: boolean } {
  const count = textLength(value);
  return { count, max, over: count > max };
}

export function commentError(value: string, max: number = LIMITS.comment): string | null {
  return isTextWithin(value, max) ? null : MESSAGES.commentInvalid;
}

export function topicErrors(title: string, content: string): { title?: string; content?: string } {
  const errors: { title?: string; content?: string } = {};
  if (!isTextWithin(title, LIMITS.topicTitle)) errors.title = MESSAGES.topicTitleInvalid;
  if (!isTextWithin(content, LIMITS.topicContent)) errors.content = MESSAGES.topicContentInvalid;
  return errors;
}

/**
 * Which picked images may join a post that already has `current` images: at most 9 in all, png or
 * jpeg, at most 10 MB each. Returns the ones to upload and the first message to show.
 */
export function acceptImages(current: number, picked: PickedImage[], max: number = LIMITS.imagesPerPost): { accepted: PickedImage[]; error: string | null } {
  let error: string | null = null;
  const accepted: PickedImage[] = [];
  for (const file of picked) {
    const problem = checkImage(file);
    if (problem) {
      error ??= problem;
      continue;
    }
    if (current + accepted.length >= max) {
      error ??= MESSAGES.imageCount;
      break;
    }
    accepted.push(file);
  }
  return { accepted, error };
}

/** The mention picker inserts `@name ` at the end (or the caret position, when known). */
export function insertMention(value: string, name: string, at = value.length): string {
  const before = value.slice(0, at);
  const sep = before.length && !/\s$/.test(before) ? ' ' : '';
  return `${before}${sep}@${name} ${value.slice(at)}`;
}

/** mentionedUids of the payload: only names from the options that really are in the text. */
export function mentionsOf(value: string, options: readonly MentionCandidate[]): string {
  return mentionedUids(value, options).join(',');
}

export const EMOJIS = ['😀', '😂', '🤣', '😊', '😍', '🤔', '😅', '😭', '😎', '🙏', '👍', '👏', '💪', '🎉', '🔥', '❤️', '💡', '✅', '❌', '⭐', '🚀', '🐛', '☕', '📚', '💻', '🤝', '😴', '🙈', '😱', '👀'];
