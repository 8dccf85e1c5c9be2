import { Card, Tabs } from 'antd';
import AdminShell from '../../../layouts/admin';
import Channels from './components/channels';
import LiveLessons from './components/lessons';
import Subjects from './components/subjects';
import Topics from './components/topics';

/** /admin/live: live lessons (schedule, channel, replay, events), subjects, channels, topic selection. */
export default function AdminLivePage() {
  return (
    <AdminShell name='adminLive'>
      <Card>
        <Tabs
          items={[
            { key: 'lessons', label: '直播课', children: <LiveLessons /> },
            { key: 'subjects', label: '专题', children: <Subjects /> },
            { key: 'channels', label: '频道', children: <Channels /> },
            { key: 'topics', label: '选题', children: <Topics /> },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
