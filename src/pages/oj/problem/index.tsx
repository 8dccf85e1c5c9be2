import { View } from '@tarojs/components';
import PageShell from '../../../layouts/page-shell';
import Workspace from './components/workspace';
import './index.scss';

export default function ProblemPage() {
  return (
    <PageShell name='ojProblem'>
      <View className='oj-problem-page'>
        <Workspace />
      </View>
    </PageShell>
  );
}
