import { Select } from 'antd';
import { CONTENT_TYPE_LABEL, CONTENT_TYPES, ContentType } from '../../../../types/community';
import { useRouter } from '@tarojs/taro';
import { go } from '../../../platform/navigation';

/** The content type of /admin/topic/:type and /admin/reply/:type. */
export const useContentType = () => Number(useRouter().params.type ?? ContentType.DISCUSSION) as ContentType;

/** Switches the moderation page to another content type (`/admin/<area>/<type>`). */
export function ContentTypeSelect({ area, type }: { area: 'topic' | 'reply'; type: ContentType }) {
  return <Select style={{ width: 140 }} value={type} onChange={(t) => go(`/admin/${area}/${t}`)} options={CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABEL[t] }))} />;
}
