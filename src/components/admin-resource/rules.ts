import type { FormRule as Rule } from 'antd';
import { checkRule } from '../../../types/admin';
import { toWireValue } from './values';
import type { ResourceField } from './types';

/**
 * antd form rules from the field's types/ rule: checked on the wire value, same messages as the
 * server. One rule: `required` only draws the asterisk, the validator speaks for every case (a
 * validator-less `required` rule would type-check the value as a string and reject numbers and
 * dates with the "请填写…" message).
 */
export function formRules(f: ResourceField<never>): Rule[] {
  const r = f.rule;
  if (!r) return [];
  return [
    {
      required: !!r.required,
      validator: async (_rule, value: unknown) => {
        const msg = checkRule(r, toWireValue(f, value));
        if (msg) throw new Error(msg);
      },
    },
  ];
}
