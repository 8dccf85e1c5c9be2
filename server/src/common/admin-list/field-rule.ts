import { applyDecorators } from '@nestjs/common';
import { IsOptional, ValidateBy, ValidationArguments } from 'class-validator';
import { checkRule, type FieldRule } from '../../../../types/admin';

/**
 * Applies a rule from `types/` to a DTO field: the admin form checks the same rule object with the
 * same messages (src/components/admin-resource), so each rule is stated once.
 */
export function Rule(rule: FieldRule) {
  const check = ValidateBy({
    name: 'fieldRule',
    validator: {
      validate: (value: unknown) => checkRule(rule, value) === '',
      defaultMessage: (args?: ValidationArguments) => checkRule(rule, args?.value) || `${rule.label}格式不正确`,
    },
  });
  return rule.required ? check : applyDecorators(IsOptional(), check);
}
