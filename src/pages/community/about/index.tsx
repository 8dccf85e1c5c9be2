import { Text, View } from '@tarojs/components';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { hasPath } from '../../../routes';
import './index.scss';

/** What each area is for, in the order a new learner meets them; each line opens its area. */
const AREAS = [
  { title: '算法题库', path: '/oj', text: '按难度和标签刷题，提交后在沙箱中评测，给出每个用例的结果。' },
  { title: '题单', path: '/problemset', text: '按主题和公司整理好的练习路线，记录你做到了哪一题。' },
  { title: '深度技能课', path: '/course', text: '视频与图文课程，配套练习和讨论，从基础讲到工程实践。' },
  { title: '训练营', path: '/training/enrollment', text: '带班级、闯关和学习报告的集中训练，和同伴一起坚持。' },
  { title: '考试', path: '/study/exam', text: '限时测评，交卷后看成绩、排名和解析。' },
  { title: '星球', path: '/planet', text: '提问、分享笔记和学习经历，认识一起前进的程序员。' },
];

const MORE = [
  { label: '学员故事', path: '/story' },
  { label: '意见反馈', path: '/feedback' },
  { label: '用户协议与隐私政策', path: '/contract' },
];

/** /about (SPEC §2 token-only page): what 码途 is, its areas, and where to say something. */
export default function AboutPage() {
  return (
    <PageShell name='about'>
      <View className='about'>
        <View className='card about__intro'>
          <Text className='about__title'>码途 CodeTrek</Text>
          <Text className='about__text'>
            码途是写给中文程序员的学习平台：课程讲清原理，题库和考试检验掌握程度，训练营陪你坚持，星球里有同路人。
          </Text>
        </View>
        <View className='card about__areas'>
          {AREAS.filter((a) => hasPath(a.path)).map((a) => (
            <View key={a.path} className='about__area' onClick={() => go(a.path)}>
              <View className='about__area-main'>
                <Text className='about__area-title'>{a.title}</Text>
                <Text className='about__area-text'>{a.text}</Text>
              </View>
              <View className='about__chevron' />
            </View>
          ))}
        </View>
        <View className='card about__more'>
          {MORE.filter((m) => hasPath(m.path)).map((m) => (
            <View key={m.path} className='about__area' onClick={() => go(m.path)}>
              <Text className='about__area-title'>{m.label}</Text>
              <View className='about__chevron' />
            </View>
          ))}
        </View>
      </View>
    </PageShell>
  );
}
