import { Text, Video, View } from '@tarojs/components';
import { LIVE_EVENT_KIND_LABEL, LIVE_STATE_LABEL } from '../../../../types/course';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { formatDate } from '../../../utils/format';
import { useLiveLesson } from './use-live-lesson';
import '../../../components/course/live.scss';
import './index.scss';

export default function LiveLessonPage() {
  return (
    <PageShell name='serviceLesson'>
      <LiveLesson />
    </PageShell>
  );
}

function LiveLesson() {
  const { load, reload } = useLiveLesson();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  const { live, replay } = load;
  return (
    <View className='live-lesson'>
      <View className='card live-lesson__head'>
        <View className='live-lesson__line'>
          <Text className='live-lesson__title'>{live.title}</Text>
          <Text className={`live-state live-state--${live.state}`}>{LIVE_STATE_LABEL[live.state]}</Text>
        </View>
        <Text className='live-lesson__meta'>
          {live.subject_title}
          {live.teacher ? ` · 讲师 ${live.teacher}` : ''}
        </Text>
        <Text className='live-lesson__meta'>
          时间 {formatDate(live.start_at)} - {formatDate(live.end_at, 'HH:mm')}
        </Text>
        {live.description && <Text className='live-lesson__desc'>{live.description}</Text>}
      </View>
      <View className='live-lesson__stage'>
        {!live.access ? (
          <View className='card live-lesson__locked'>
            <Text>该直播为课程学员专属</Text>
            {live.course_id && (
              <View className='btn btn--primary' onClick={() => go(`/course/${live.course_id}`)}>
                查看课程
              </View>
            )}
          </View>
        ) : live.state === 'live' && live.live_url ? (
          <View className='live-lesson__frame'>
            <Video className='live-lesson__player' src={live.live_url} isLive autoplay controls />
          </View>
        ) : replay ? (
          <View className='live-lesson__frame'>
            <Video className='live-lesson__player' src={replay.play_url || replay.hls_url} controls />
          </View>
        ) : (
          <View className='card live-lesson__locked'>
            <Text>{live.state === 'upcoming' ? `直播将于 ${formatDate(live.start_at)} 开始` : live.state === 'live' ? '直播信号准备中，请稍后刷新' : '本场直播没有回放'}</Text>
          </View>
        )}
      </View>
      <View className='card'>
        <Text className='live-lesson__section'>直播动态</Text>
        {live.events.length ? (
          live.events.map((e) => (
            <View key={e.id} className='live-lesson__event'>
              <Text className='tag'>{LIVE_EVENT_KIND_LABEL[e.kind]}</Text>
              <Text className='live-lesson__event-text'>{e.content}</Text>
              <Text className='live-lesson__meta'>{formatDate(e.created_at)}</Text>
            </View>
          ))
        ) : (
          <Text className='live-lesson__meta'>暂无动态</Text>
        )}
      </View>
    </View>
  );
}
