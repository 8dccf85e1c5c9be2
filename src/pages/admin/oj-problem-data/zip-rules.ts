import { LIMITS, MESSAGES } from '../../../../types/validation';

/** SPEC §5: .zip only, at most 20 MB, checked before anything is sent (and again by the server). */
export function checkZip(file: { name: string; size: number }): string | null {
  if (!/\.zip$/i.test(file.name)) return MESSAGES.zipFormat;
  if (file.size > LIMITS.zipBytes) return MESSAGES.zipTooLarge;
  return null;
}
