import { View } from '@tarojs/components';
import SplitPanel from '../../../../components/split-panel';
import { ErrorState, Loading } from '../../../../components/state';
import { useIsDesktop } from '../../../../platform/viewport';
import type { SubmissionResult } from '../../../../../types/oj';
import { useWorkspace } from '../use-workspace';
import './workspace.scss';
import EditorPane from './editor-pane';
import NoPermission from './no-permission';
import ProblemPane from './problem-pane';

export interface WorkspaceProps {
  /** the problem to open (default: the URL's :pid) */
  problemId?: string;
  /** told about every final submission result (a problem set refreshes its progress) */
  onJudged?: (result: SubmissionResult) => void;
}

/**
 * Statement | editor: a draggable split on desktop, stacked on phones and in the mini-program.
 * Used by /oj/problem/:pid and, inside a list, by /problemset/item/:itemId.
 */
export default function Workspace({ problemId, onJudged }: WorkspaceProps) {
  const w = useWorkspace(problemId);
  const desktop = useIsDesktop();
  if (w.load.status === 'loading') return <Loading />;
  if (w.load.status === 'denied') return <NoPermission />;
  if (w.load.status === 'error') return <ErrorState text={w.load.message} onRetry={w.reload} />;
  return (
    <View className={`oj-workspace ${desktop ? 'oj-workspace--desktop' : ''}`}>
      <SplitPanel left={<ProblemPane w={w} detail={w.load.detail} />} right={<EditorPane w={w} height={desktop ? undefined : 320} onJudged={onJudged} />} />
    </View>
  );
}
