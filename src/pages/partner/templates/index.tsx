import { Text, View } from '@tarojs/components';
import { TEMPLATE_STATE_LABEL } from '../../../../types/partner';
import { langLabel } from '../../../../types/judge';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { fetchMyTemplates } from '../../../services/api/partner';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../shared/use-load';
import '../shared/partner.scss';
import './index.scss';

export default function PartnerTemplatesPage() {
  return (
    <PageShell name='partnerTemplates'>
      <Templates />
    </PageShell>
  );
}

/** OJ template edit: the partner's versions; each opens the problem's editor prefilled with it. */
function Templates() {
  const s = useLoad(() => fetchMyTemplates({ page_no: 1, page_size: 100 }, { silent: true }), []);
  if (s.error) return <ErrorState text={s.error} onRetry={s.reload} />;
  if (!s.data) return <Loading />;
  return (
    <View className='partner-page partner-templates'>
      <View className='partner-row'>
        <Text className='partner-title'>我的 OJ 模板</Text>
        <View className='btn' onClick={() => go('/partner/task')}>
          去领取模板任务
        </View>
      </View>
      {!s.data.list.length && <Empty text='还没有模板，领取一个模板任务开始吧' />}
      {s.data.list.map((v) => (
        <View key={v.template_id} className='card' onClick={() => go(`/partner/oj/problem/${v.problem_id}?template_id=${v.template_id}`)}>
          <View className='partner-row'>
            <Text className='partner-sub'>
              {v.problem_title || `题目 ${v.problem_id}`} · {langLabel(v.lang)}
            </Text>
            <Text className={`partner-state partner-state--${v.state}`}>{TEMPLATE_STATE_LABEL[v.state]}</Text>
          </View>
          <Text className='partner-meta'>
            第 {v.version} 版 · 版本号 {v.template_id} · {formatDate(v.created_at)}
            {v.info ? ' · 含题目信息修改' : ''}
          </Text>
          {v.review_note && <Text className='partner-text'>审核意见：{v.review_note}</Text>}
        </View>
      ))}
    </View>
  );
}
