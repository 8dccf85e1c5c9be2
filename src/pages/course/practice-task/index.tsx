import { useRouter } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import PracticeTasks from '../../../components/course/practice-tasks';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import './index.scss';

export default function PracticeTaskPage() {
  return (
    <PageShell name='practiceTask'>
      <Practice />
    </PageShell>
  );
}

function Practice() {
  const courseId = String(useRouter().params.courseId ?? '');
  return (
    <View className='practice-page'>
      <View className='card practice-page__head'>
        <Text className='practice-page__title'>项目实战任务</Text>
        <Text className='practice-page__back' onClick={() => go(`/course/${courseId}`)}>
          返回课程
        </Text>
      </View>
      <PracticeTasks courseId={courseId} />
    </View>
  );
}
