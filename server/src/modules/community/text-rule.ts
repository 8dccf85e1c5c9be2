import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isTextWithin } from '../../../../types/validation';

/** A class-validator rule: non-empty after trim and at most `max` characters, with its Chinese message. */
export function textRuleOf(name: string, max: number, message: string) {
  @ValidatorConstraint({ name })
  class Rule implements ValidatorConstraintInterface {
    validate(value: unknown): boolean {
      return isTextWithin(value, max);
    }
    defaultMessage(): string {
      return message;
    }
  }
  return Rule;
}
