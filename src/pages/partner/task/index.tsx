import { Input, Text, Textarea, View } from '@tarojs/components';
import { formatFen } from '../../../../types/commerce';
import { langLabel } from '../../../../types/judge';
import { CLAIM_STATE_LABEL, REJECT_REASON_LABEL, TASK_STATE_LABEL, TASK_TYPE_LABEL, type ClaimView } from '../../../../types/partner';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { formatDate } from '../../../utils/format';
import { useTask } from './use-task';
import '../shared/partner.scss';
import './index.scss';

export default function PartnerTaskPage() {
  return (
    <PageShell name='partnerTask'>
      <TaskDetail />
    </PageShell>
  );
}

function TaskDetail() {
  const s = useTask();
  if (s.error) return <ErrorState text={s.error} onRetry={s.reload} />;
  if (!s.data) return <Loading />;
  const t = s.data;
  return (
    <View className='partner-page partner-task'>
      <View className='card'>
        <View className='partner-row'>
          <Text className='partner-title'>{t.title}</Text>
          <Text className={`partner-state partner-state--${t.state}`}>{TASK_STATE_LABEL[t.state]}</Text>
        </View>
        <Text className='partner-meta'>
          {t.kind === 'cotask' ? '协作任务' : '任务'} · {TASK_TYPE_LABEL[t.type]} · 奖励 {formatFen(t.reward_fen)} · 截止 {formatDate(t.deadline)}
        </Text>
        <Text className='partner-meta'>{t.kind === 'task' ? `名额 ${t.active_claims}/${t.slots} · 领取后 ${t.claim_hours} 小时内提交` : `已有 ${t.active_claims} 份贡献`}</Text>
        {t.languages.length > 0 && <Text className='partner-meta'>语言：{t.languages.map(langLabel).join('、')}</Text>}
        {t.tags.length > 0 && <Text className='partner-meta'>标签：{t.tags.join('、')}</Text>}
        {t.description && <Text className='partner-text'>{t.description}</Text>}
        {t.problem_ids.length > 0 && (
          <View className='partner-chips'>
            {t.problem_ids.map((pid) => (
              <Text key={pid} className='partner-chip' onClick={() => go(`/partner/oj/problem/${pid}${s.open ? `?claim_id=${s.open.claim_id}` : ''}`)}>
                编写题目 {pid} 的模板
              </Text>
            ))}
          </View>
        )}
      </View>
      {s.canClaim && (
        <View className={`btn btn--primary btn--block ${s.busy ? 'btn--disabled' : ''}`} onClick={s.claim}>
          领取任务
        </View>
      )}
      {(s.open || s.canContribute) && (
        <View className='card partner-field'>
          <Text className='partner-sub'>{s.open ? (s.open.state === 'changes_requested' ? '按意见修改后重新提交' : '提交任务') : '提交一份贡献'}</Text>
          {s.open?.expires_at && <Text className='partner-meta'>请在 {formatDate(s.open.expires_at)} 前提交，逾期领取将失效</Text>}
          <Textarea className='partner-field__input partner-field__area' placeholder='作品链接、文件地址或说明' value={s.content} maxlength={4000} onInput={(e) => s.setContent(e.detail.value)} />
          <Input className='partner-field__input' placeholder='关联的模板版本号（选填）' value={s.templateId} onInput={(e) => s.setTemplateId(e.detail.value)} />
          <View className={`btn btn--primary ${s.busy || !s.content.trim() ? 'btn--disabled' : ''}`} onClick={s.open ? s.submit : s.contribute}>
            提交审核
          </View>
        </View>
      )}
      {t.my_claims.length > 0 && <Text className='partner-sub'>我的记录</Text>}
      {t.my_claims.map((c) => (
        <ClaimCard key={c.claim_id} c={c} />
      ))}
    </View>
  );
}

function ClaimCard({ c }: { c: ClaimView }) {
  return (
    <View className='card'>
      <View className='partner-row'>
        <Text className='partner-meta'>#{c.claim_id} · {formatDate(c.created_at)}</Text>
        <Text className={`partner-state partner-state--${c.state}`}>{CLAIM_STATE_LABEL[c.state]}</Text>
      </View>
      {c.content && <Text className='partner-text'>{c.content}</Text>}
      {c.reject_reason && <Text className='partner-text'>驳回原因：{REJECT_REASON_LABEL[c.reject_reason]}</Text>}
      {c.note && <Text className='partner-text'>审核意见：{c.note}</Text>}
      <View className='partner-history'>
        {c.history.map((h, i) => (
          <Text key={i} className='partner-meta'>
            {formatDate(h.at)} {CLAIM_STATE_LABEL[h.state]}
            {h.note ? `：${h.note}` : ''}
          </Text>
        ))}
      </View>
    </View>
  );
}
