import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { TEMPLATE_STATE_LABEL, type TemplateState } from '../../../../types/partner';
import { langLabel } from '../../../../types/judge';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { fetchTemplateQueue } from '../../../services/api/partner';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../shared/use-load';
import '../shared/partner.scss';
import './index.scss';

const STATES: TemplateState[] = ['pending', 'approved', 'rejected'];

export default function PartnerReviewListPage() {
  return (
    <PageShell name='partnerPracticeReview'>
      <ReviewList />
    </PageShell>
  );
}

/** Admin-only practice route: the queue of partners' template versions. */
function ReviewList() {
  const [state, setState] = useState<TemplateState>('pending');
  const s = useLoad(() => fetchTemplateQueue({ state, page_no: 1, page_size: 100 }, { silent: true }), [state]);
  return (
    <View className='partner-page partner-review-list'>
      <View className='partner-tabs'>
        {STATES.map((st) => (
          <Text key={st} className={`partner-tab ${state === st ? 'partner-tab--on' : ''}`} onClick={() => setState(st)}>
            {TEMPLATE_STATE_LABEL[st]}
          </Text>
        ))}
      </View>
      {s.error ? (
        <ErrorState text={s.error} onRetry={s.reload} />
      ) : !s.data ? (
        <Loading />
      ) : !s.data.list.length ? (
        <Empty text='没有需要处理的模板' />
      ) : (
        s.data.list.map((v) => (
          <View key={v.template_id} className='card' onClick={() => go(`/partner/practice/review/${v.template_id}`)}>
            <View className='partner-row'>
              <Text className='partner-sub'>
                {v.problem_title || `题目 ${v.problem_id}`} · {langLabel(v.lang)} 第 {v.version} 版
              </Text>
              <Text className={`partner-state partner-state--${v.state}`}>{TEMPLATE_STATE_LABEL[v.state]}</Text>
            </View>
            <Text className='partner-meta'>
              合伙人 {v.uid} · {formatDate(v.created_at)} · 试运行 {v.run_verdict ?? '-'}
              {v.info ? ' · 含题目信息修改' : ''}
            </Text>
          </View>
        ))
      )}
    </View>
  );
}
