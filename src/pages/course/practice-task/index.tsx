import { useRouter } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import PracticeTasks from '../../../components/course/practice-tasks';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';

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
    <View>
      <View className='card' style={{ marginBottom: '12px' }}>
        <Text style={{ fontSize: '18px', fontWeight: 700 }}>项目实战任务</Text>
        <View>
          <Text style={{ color: '#1f6feb', cursor: 'pointer' }} onClick={() => go(`/course/${courseId}`)}>
            返回课程
          </Text>
        </View>
      </View>
      <PracticeTasks courseId={courseId} />
    </View>
  );
}
