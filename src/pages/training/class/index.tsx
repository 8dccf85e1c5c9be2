import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import Avatar from '../../../components/avatar';
import { ProgressBar } from '../../../components/course';
import Markdown from '../../../components/markdown';
import { ErrorState, Loading } from '../../../components/state';
import { CohortNav } from '../../../components/training';
import PageShell from '../../../layouts/page-shell';
import { fetchClass } from '../../../services/api/training';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../use-load';
import './index.scss';

export default function TrainingClassPage() {
  return (
    <PageShell name='trainingClass'>
      <TrainingClass />
    </PageShell>
  );
}

function TrainingClass() {
  const params = useRouter().params;
  const cid = String(params.cid ?? '');
  const gid = String(params.gid ?? '');
  const { load, reload } = useLoad(() => fetchClass(cid, gid, { silent: true }), [cid, gid]);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={load.code === 4003 ? undefined : reload} />;
  const c = load.data;
  return (
    <View className='training-class'>
      <View className='card training-class__head'>
        <Text className='training-class__title'>
          {c.course_title} · {c.cohort_name}
        </Text>
        <Text className='training-class__meta'>
          {formatDate(c.start_at, 'YYYY-MM-DD')} 开班 · {c.members}/{c.capacity} 人
        </Text>
      </View>
      <CohortNav cid={cid} gid={gid} active='class' />
      <View className='training-class__grid'>
        <View className='training-class__main'>
          {c.announcement && (
            <View className='card training-class__block'>
              <Text className='training-class__h'>班级公告</Text>
              <Markdown source={c.announcement} />
            </View>
          )}
          <View className='card training-class__block'>
            <Text className='training-class__h'>课表</Text>
            {c.schedule ? <Markdown source={c.schedule} /> : <Text className='training-class__meta'>老师还没有发布课表</Text>}
          </View>
        </View>
        <View className='training-class__side'>
          <View className='card training-class__block'>
            <Text className='training-class__h'>老师</Text>
            {c.teachers.map((t) => (
              <View key={t.uid} className='training-class__person'>
                <Avatar src={t.head_img_url} name={t.nick_name} size={28} />
                <Text className='training-class__name'>{t.nick_name}</Text>
              </View>
            ))}
          </View>
          <View className='card training-class__block'>
            <Text className='training-class__h'>同学进度</Text>
            {c.classmates.map((m) => (
              <View key={m.uid} className={`training-class__mate ${m.me ? 'training-class__mate--me' : ''}`}>
                <Avatar src={m.head_img_url} name={m.nick_name} size={28} />
                <View className='training-class__mate-body'>
                  <Text className='training-class__name'>
                    {m.nick_name}
                    {m.me ? '（我）' : ''}
                  </Text>
                  <ProgressBar percent={c.gate_total ? (m.passed / c.gate_total) * 100 : 0} label={`${m.passed}/${c.gate_total} 关`} />
                </View>
              </View>
            ))}
          </View>
        </View>
      </View>
    </View>
  );
}
