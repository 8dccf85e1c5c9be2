import type { LiveChannelView } from '../../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../../components/admin-resource';
import { adminDeleteLiveChannel, adminLiveChannels, adminSaveLiveChannel } from '../../../../services/api/course-admin';
import { ENABLED_OPTIONS } from '../../commerce-shared/options';

type Input = Parameters<typeof adminSaveLiveChannel>[0];

const CHANNELS: ResourceDef<LiveChannelView> = {
  title: '频道',
  urlKey: 'channels',
  rowKey: 'id',
  all: adminLiveChannels,
  save: (v, row) => adminSaveLiveChannel({ ...(v as Input), id: row?.id }),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: '删除这个频道？', run: async () => (await adminDeleteLiveChannel(r.id), '已删除') }],
  fields: [
    { key: 'id', title: 'ID', width: 60 },
    { key: 'name', title: '频道', filter: true, editable: true, rule: { label: '名称', required: true, maxLength: 30 } },
    { key: 'push_url', title: '推流地址', editable: true, help: 'rtmp://' },
    { key: 'play_url', title: '播放地址', editable: true, help: 'HLS，https://' },
    { key: 'enabled', title: '状态', type: 'switch', options: ENABLED_OPTIONS, filter: true, editable: true, initial: true },
  ],
};

export default function Channels() {
  return <ResourcePage def={CHANNELS} />;
}
