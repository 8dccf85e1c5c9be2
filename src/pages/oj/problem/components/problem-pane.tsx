import { ScrollView, Text, View } from '@tarojs/components';
import { useEffect, useRef, useState } from 'react';
import type { Page } from '../../../../../types/api';
import { VERDICT_LABEL, langLabel, type Verdict } from '../../../../../types/judge';
import type { ProblemDetail, ProblemStat, SubmissionRow } from '../../../../../types/oj';
import { MESSAGES } from '../../../../../types/validation';
import Statement from '../../../../components/oj-statement';
import { Empty, Loading } from '../../../../components/state';
import { go } from '../../../../platform/navigation';
import { withQuery } from '../../../../routes';
import { listSubmissions, problemStat } from '../../../../services/api/oj';
import { solutionViewed } from '../../../../services/api/problemset';
import { bytesToMB, elapsed, levelLabel, msToSeconds, timeAgo } from '../../../../utils/format';
import { TABS, type Workspace } from '../use-workspace';
import Official from './official';
import TopicTab from './topic-tab';

function Description({ d }: { d: ProblemDetail }) {
  return (
    <View className='oj-desc'>
      <View className='oj-desc__meta'>
        <Text className={`oj-desc__level oj-desc__level--${d.level}`}>{levelLabel(d.level)}</Text>
        <Text>时间限制：{msToSeconds(d.time_limit)}</Text>
        <Text>内存限制：{bytesToMB(d.memory_limit)}</Text>
        <Text>通过率：{d.acceptance === null ? '-' : `${(d.acceptance * 100).toFixed(1)}%`}</Text>
      </View>
      {d.tags.length > 0 && (
        <View className='oj-desc__tags tag-row'>
          {d.tags.map((t) => (
            <Text key={t} className='oj-desc__tag tag-row__item' onClick={() => go(withQuery('/oj/list', { tag: t }))}>
              {t}
            </Text>
          ))}
        </View>
      )}
      {d.content === null ? <Empty text={MESSAGES.modeUnsupported} /> : <Statement text={d.content} />}
      {d.content !== null &&
        d.samples.map((s, i) => (
          <View key={i} className='oj-desc__sample'>
            <Text className='oj-desc__sample-title'>样例 {i + 1}</Text>
            <View className='oj-desc__io'>
              <Text className='oj-desc__io-label'>输入</Text>
              <Text className='oj-desc__pre' userSelect>{s.input}</Text>
            </View>
            <View className='oj-desc__io'>
              <Text className='oj-desc__io-label'>输出</Text>
              <Text className='oj-desc__pre' userSelect>{s.output}</Text>
            </View>
          </View>
        ))}
    </View>
  );
}

function Stats({ problemId }: { problemId: string }) {
  const [s, setS] = useState<ProblemStat | null>(null);
  useEffect(() => void problemStat(problemId, { silent: true }).then(setS, () => undefined), [problemId]);
  if (!s) return <Loading />;
  return (
    <View className='oj-stat'>
      <Text>提交 {s.submissions} 次 · 通过 {s.accepted} 次 · {s.solved_users} 人解出 · 通过率 {s.acceptance === null ? '-' : `${(s.acceptance * 100).toFixed(1)}%`}</Text>
      {Object.entries(s.verdicts).map(([v, n]) => (
        <View key={v} className='oj-stat__row'>
          <Text className='oj-stat__label'>{VERDICT_LABEL[v as Verdict]}</Text>
          <View className='oj-stat__bar' style={{ width: `${Math.max(4, (Number(n) / Math.max(1, s.submissions)) * 100)}%` }} />
          <Text>{n}</Text>
        </View>
      ))}
    </View>
  );
}

function MySubmissions({ problemId }: { problemId: string }) {
  const [page, setPage] = useState<Page<SubmissionRow> | null>(null);
  useEffect(() => void listSubmissions({ problem_id: problemId, page_size: 20 }, { silent: true }).then(setPage, () => undefined), [problemId]);
  if (!page) return <Loading />;
  if (!page.list.length) return <Empty text='还没有提交记录，写好代码后点提交' />;
  return (
    <View className='oj-subs'>
      {page.list.map((s) => (
        <View key={s.submission_id} className='oj-subs__row' onClick={() => go(`/oj/submission/${s.submission_id}`)}>
          <Text className={`oj-subs__verdict ${s.verdict === 'AC' ? 'oj-subs__verdict--ok' : ''}`}>{s.verdict ? VERDICT_LABEL[s.verdict] : '评测中'}</Text>
          <Text>{langLabel(s.lang)}</Text>
          <Text>{elapsed(s.time_ms)}</Text>
          <Text className='oj-subs__time'>{timeAgo(s.created_at)}</Text>
        </View>
      ))}
    </View>
  );
}

/** Left side of the workspace: the sub-pages of SPEC §2 as tabs. */
export default function ProblemPane({ w, detail }: { w: Workspace; detail: ProblemDetail }) {
  // opening a solution is recorded once per problem: an accept after it counts as 看过题解后通过 in problem sets
  const viewed = useRef('');
  useEffect(() => {
    if ((w.tab === 'std' || w.tab === 'solution') && viewed.current !== w.pid) {
      viewed.current = w.pid;
      void solutionViewed(w.pid, { silent: true }).catch(() => undefined);
    }
  }, [w.tab, w.pid]);
  return (
    <View className='oj-pane'>
      <View className='oj-pane__head'>
        <Text className='oj-pane__title'>
          {detail.no}. {detail.title}
        </Text>
      </View>
      <ScrollView scrollX className='oj-pane__tabs'>
        {TABS.map((t) => (
          <Text key={t.key} className={`oj-pane__tab ${w.tab === t.key ? 'oj-pane__tab--on' : ''}`} onClick={() => w.setTab(t.key)}>
            {t.label}
          </Text>
        ))}
      </ScrollView>
      <View className='oj-pane__body'>
        {w.tab === 'description' && <Description d={detail} />}
        {w.tab === 'std' && <Official topicId={detail.solution_topic_id} lang={w.lang} />}
        {w.tab === 'explain' && <Stats problemId={w.pid} />}
        {w.tab === 'solution' && <TopicTab problemId={w.pid} cateType={5} empty='还没有题解，来写第一篇吧' />}
        {w.tab === 'discuz' && <TopicTab problemId={w.pid} cateType={101} empty='还没有讨论' />}
        {w.tab === 'submission' && <MySubmissions problemId={w.pid} />}
      </View>
    </View>
  );
}
