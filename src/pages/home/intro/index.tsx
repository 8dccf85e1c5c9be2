import { Text, View } from '@tarojs/components';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { hasPath } from '../../../routes';
import IntroVideo from '../landing/components/intro-video';
import './index.scss';

const FEATURES = [
  { title: '深度技能课', text: '视频 + 图文课时，断点续播，学习进度随时可查。', path: '/course' },
  { title: '算法题库', text: '在线判题，支持 ACM 与核心代码两种模式。', path: '/oj' },
  { title: '直播与求职辅导', text: '专题直播、回放与项目实战任务批改。', path: '/service' },
  { title: '学习社区', text: '课程讨论、答疑与学习笔记。', path: '/planet' },
];

export default function IntroPage() {
  return (
    <PageShell name='intro'>
      <View className='intro'>
        <View className='intro__hero'>
          <Text className='intro__title'>码途是什么</Text>
          <Text className='intro__desc'>面向程序员的学习平台：系统课程、在线判题、直播辅导和学习社区，陪你走完从入门到拿到 offer 的路。</Text>
        </View>
        <View className='intro__features'>
          {FEATURES.map((f) => (
            <View key={f.title} className='card intro__feature' onClick={() => hasPath(f.path) && go(f.path)}>
              <Text className='intro__feature-title'>{f.title}</Text>
              <Text className='intro__feature-text'>{f.text}</Text>
            </View>
          ))}
        </View>
        {/* the platform's 40 s intro clip (title cards with captions, scripts/make-seed-videos.sh), after the text that says the same */}
        <View className='intro__video'>
          <IntroVideo title='码途介绍视频' />
        </View>
      </View>
    </PageShell>
  );
}
