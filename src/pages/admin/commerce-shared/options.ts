import type { EnumOption } from '../../../components/admin-resource';

/** 启用/停用 of an `enabled` switch, as tags in lists and filters. */
export const ENABLED_OPTIONS: EnumOption[] = [
  { value: true, label: '启用', color: 'green' },
  { value: false, label: '停用' },
];
