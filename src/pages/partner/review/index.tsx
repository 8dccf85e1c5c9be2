import { Text, Textarea, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import { TEMPLATE_STATE_LABEL } from '../../../../types/partner';
import { langLabel } from '../../../../types/judge';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { fetchTemplateForReview, reviewTemplate } from '../../../services/api/partner';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../shared/use-load';
import '../shared/partner.scss';
import './index.scss';

export default function PartnerReviewPage() {
  return (
    <PageShell name='partnerPracticeReviewItem'>
      <Review />
    </PageShell>
  );
}

/** The proposed tags against the problem's: added ones marked +, removed ones struck through. */
function TagDiff({ now, proposed }: { now: string[]; proposed: string[] }) {
  const removed = now.filter((t) => !proposed.includes(t));
  const same = proposed.length === now.length && removed.length === 0 && proposed.every((t, i) => t === now[i]);
  return (
    <View className='partner-review__tags'>
      {proposed.map((t) => (
        <Text key={`p-${t}`} className={`tag ${now.includes(t) ? '' : 'partner-review__tag--added'}`}>
          {now.includes(t) ? t : `+ ${t}`}
        </Text>
      ))}
      {removed.map((t) => (
        <Text key={`r-${t}`} className='tag partner-review__tag--removed'>
          {t}
        </Text>
      ))}
      {!proposed.length && !removed.length && <Text className='partner-meta'>（无标签）</Text>}
      <Text className='partner-meta'>{same ? '与题目现有标签相同' : `题目现有：${now.join('、') || '无'}`}</Text>
    </View>
  );
}

/** Admin-only practice route: one template version, approve (applies problem info) or reject with a note. */
function Review() {
  const templateId = String(useRouter().params.templateId ?? '');
  const s = useLoad(() => fetchTemplateForReview(templateId, { silent: true }), [templateId]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (s.error) return <ErrorState text={s.error} onRetry={s.reload} />;
  if (!s.data) return <Loading />;
  const v = s.data;
  const decide = (decision: 'approve' | 'reject') => {
    if (busy) return;
    setBusy(true);
    reviewTemplate({ template_id: v.template_id, decision, note })
      .then(() => {
        void Taro.showToast({ title: decision === 'approve' ? '已通过' : '已驳回', icon: 'none' });
        go('/partner/practice/review', { replace: true });
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <View className='partner-page partner-review'>
      <View className='card'>
        <View className='partner-row'>
          <Text className='partner-title'>
            {v.problem_title || `题目 ${v.problem_id}`} · {langLabel(v.lang)} 第 {v.version} 版
          </Text>
          <Text className={`partner-state partner-state--${v.state}`}>{TEMPLATE_STATE_LABEL[v.state]}</Text>
        </View>
        <Text className='partner-meta'>
          合伙人 {v.uid} · {formatDate(v.created_at)} · 试运行结果 {v.run_verdict ?? '-'}
          {v.claim_id ? ` · 关联领取 #${v.claim_id}` : ''}
        </Text>
      </View>
      <View className='partner-split'>
        <View className='card'>
          <Text className='partner-sub'>初始模板</Text>
          <Text className='partner-code'>{v.code}</Text>
        </View>
        <View className='card'>
          <Text className='partner-sub'>参考解答（已通过全部数据）</Text>
          <Text className='partner-code'>{v.solution}</Text>
        </View>
      </View>
      {v.info && (
        <View className='card'>
          <Text className='partner-sub'>题目信息修改（通过后应用到题目）</Text>
          <Text className='partner-field__label'>ACM 题面</Text>
          <Text className='partner-code'>{v.info.statement_acm || '（无）'}</Text>
          <Text className='partner-field__label'>核心代码模式题面</Text>
          <Text className='partner-code'>{v.info.statement_tpl || '（无）'}</Text>
          <Text className='partner-field__label'>函数签名</Text>
          <Text className='partner-code'>{v.info.tpl_signature || '（无）'}</Text>
          <Text className='partner-field__label'>知识点标签</Text>
          {v.info.tags ? <TagDiff now={v.problem_tags} proposed={v.info.tags} /> : <Text className='partner-meta'>（本版本未涉及标签，保持题目现有标签）</Text>}
        </View>
      )}
      {v.state === 'pending' ? (
        <View className='card partner-field'>
          <Textarea className='partner-field__input' placeholder='审核意见（驳回时必填）' value={note} maxlength={500} onInput={(e) => setNote(e.detail.value)} />
          <View className='partner-actions'>
            <View className={`btn btn--primary ${busy ? 'btn--disabled' : ''}`} onClick={() => decide('approve')}>
              通过
            </View>
            <View className={`btn btn--danger ${busy || !note.trim() ? 'btn--disabled' : ''}`} onClick={() => note.trim() && decide('reject')}>
              驳回
            </View>
          </View>
        </View>
      ) : (
        v.review_note && <Text className='partner-text'>审核意见：{v.review_note}</Text>
      )}
    </View>
  );
}
