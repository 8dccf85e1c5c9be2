import { Text, View } from '@tarojs/components';
import LiveRow from '../../../components/course/live-row';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { useServiceHome } from './use-service-home';
import './index.scss';

const ENTRIES = [
  { path: '/service/subject', title: '直播专题', intro: '按专题查看全部直播与回放' },
  { path: '/service/topic', title: '直播选题', intro: '投票决定下一场直播讲什么' },
  { path: '/service/task', title: '项目实战任务', intro: '提交作业，老师批改点评' },
  { path: '/service/career', title: '求职实战任务', intro: '简历与面试任务，老师逐条批注' },
  { path: '/study/course', title: '我的课程', intro: '继续学习已购课程' },
  { path: '/training/enrollment', title: '我的训练营', intro: '闯关路径、班级、学习报告与排名' },
];

export default function ServicePage() {
  return (
    <PageShell name='service'>
      <ServiceHome />
    </PageShell>
  );
}

function ServiceHome() {
  const { load, reload } = useServiceHome();
  return (
    <View className='service-home'>
      <View className='service__entries'>
        {ENTRIES.map((e) => (
          <View key={e.path} className='card service__entry' onClick={() => go(e.path)}>
            <Text className='service__entry-title'>{e.title}</Text>
            <Text className='service__entry-intro'>{e.intro}</Text>
          </View>
        ))}
      </View>
      {load.status === 'loading' && <Loading />}
      {load.status === 'error' && <ErrorState text={load.message} onRetry={reload} />}
      {load.status === 'ready' && (
        <>
          <Text className='service__section'>直播课表</Text>
          {load.upcoming.length ? load.upcoming.map((l) => <LiveRow key={l.id} lesson={l} />) : <Empty text='近期没有直播安排，去给想听的选题投票' action={{ text: '去投票', path: '/service/topic' }} />}
          <Text className='service__section'>往期回放</Text>
          {load.past.length ? load.past.map((l) => <LiveRow key={l.id} lesson={l} />) : <Empty text='还没有往期直播，先看看录播课程' action={{ text: '去选课', path: '/course' }} />}
        </>
      )}
    </View>
  );
}
