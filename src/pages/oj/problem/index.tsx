import { View } from '@tarojs/components';
import SplitPanel from '../../../components/split-panel';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { useIsDesktop } from '../../../platform/viewport';
import EditorPane from './components/editor-pane';
import NoPermission from './components/no-permission';
import ProblemPane from './components/problem-pane';
import { useWorkspace } from './use-workspace';
import './index.scss';

export default function ProblemPage() {
  return (
    <PageShell name='ojProblem'>
      <Workspace />
    </PageShell>
  );
}

/** Statement | editor: a draggable split on desktop, stacked on phones and in the mini-program. */
function Workspace() {
  const w = useWorkspace();
  const desktop = useIsDesktop();
  if (w.load.status === 'loading') return <Loading />;
  if (w.load.status === 'denied') return <NoPermission />;
  if (w.load.status === 'error') return <ErrorState text={w.load.message} onRetry={w.reload} />;
  return (
    <View className={`oj-workspace ${desktop ? 'oj-workspace--desktop' : ''}`}>
      <SplitPanel left={<ProblemPane w={w} detail={w.load.detail} />} right={<EditorPane w={w} height={desktop ? undefined : 320} />} />
    </View>
  );
}
