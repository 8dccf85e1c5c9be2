import { Input, Text, Textarea, View } from '@tarojs/components';
import { TAG_LIMITS } from '../../../../types/oj-tags';
import { VERDICT_LABEL, langLabel } from '../../../../types/judge';
import { TEMPLATE_STATE_LABEL } from '../../../../types/partner';
import CodeEditor from '../../../components/code-editor';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { formatDate } from '../../../utils/format';
import { useOjProblem } from './use-oj-problem';
import '../shared/partner.scss';
import './index.scss';

export default function PartnerOjProblemPage() {
  return (
    <PageShell name='partnerOjProblem'>
      <OjProblem />
    </PageShell>
  );
}

function OjProblem() {
  const s = useOjProblem();
  if (s.error) return <ErrorState text={s.error} onRetry={s.reload} />;
  if (!s.data || !s.info) return <Loading />;
  const p = s.data;
  const info = s.info;
  return (
    <View className='partner-page partner-oj-problem'>
      <View className='card'>
        <Text className='partner-title'>
          {p.no} {p.title}
        </Text>
        <Text className='partner-meta'>{p.has_tpl ? '支持核心代码模式（TPL）' : '仅 ACM 模式'} · 可编写语言：{p.lang_permits.map(langLabel).join('、') || '无'}</Text>
        <Text className='partner-meta'>知识点标签：{p.tags.join('、') || '无'}</Text>
      </View>
      <View className='card partner-field'>
        <View className='partner-row'>
          <Text className='partner-sub'>题目信息</Text>
          <Text className={`partner-chip ${s.editInfo ? 'partner-chip--on' : ''}`} onClick={() => s.setEditInfo(!s.editInfo)}>
            {s.editInfo ? '随本次提交修改题目信息' : '修改题目信息'}
          </Text>
        </View>
        {s.editInfo && (
          <>
            <Text className='partner-field__label'>ACM 模式题面（Markdown）</Text>
            <Textarea className='partner-field__input partner-field__area' value={info.statement_acm} maxlength={30000} onInput={(e) => s.setInfo({ ...info, statement_acm: e.detail.value })} />
            <Text className='partner-field__label'>核心代码模式题面（Markdown）</Text>
            <Textarea className='partner-field__input partner-field__area' value={info.statement_tpl} maxlength={30000} onInput={(e) => s.setInfo({ ...info, statement_tpl: e.detail.value })} />
            <Text className='partner-field__label'>知识点标签（用逗号或顿号分隔，最多 {TAG_LIMITS.count} 个，每个不超过 {TAG_LIMITS.chars} 个字）</Text>
            <Input className='partner-field__input' value={s.tagText} maxlength={120} placeholder='例如：数组，哈希表' onInput={(e) => s.setTagText(e.detail.value)} />
            <View className='partner-chips partner-oj-problem__tags'>
              {s.tags.map((t) => (
                <Text key={t} className='tag'>
                  {t}
                </Text>
              ))}
            </View>
            {s.tagProblem && <Text className='partner-oj-problem__error'>{s.tagProblem}</Text>}
            <Text className='partner-field__label'>TPL 函数签名（JSON）</Text>
            <Textarea className='partner-field__input' value={info.tpl_signature} maxlength={1000} onInput={(e) => s.setInfo({ ...info, tpl_signature: e.detail.value })} />
          </>
        )}
      </View>
      <View className='partner-chips'>
        {p.lang_permits.map((l) => (
          <Text key={l} className={`partner-chip ${s.lang === l ? 'partner-chip--on' : ''}`} onClick={() => s.setLang(l)}>
            {langLabel(l)}
          </Text>
        ))}
      </View>
      {s.lang ? (
        <View className='partner-split'>
          <View className='card partner-field'>
            <Text className='partner-sub'>初始模板（用户看到的代码）</Text>
            <CodeEditor lang={s.lang} value={s.code} onChange={s.setCode} height={220} />
          </View>
          <View className='card partner-field'>
            <Text className='partner-sub'>用模板写的参考解答（试运行用）</Text>
            <CodeEditor lang={s.lang} value={s.solution} onChange={s.setSolution} height={220} />
          </View>
        </View>
      ) : (
        <Text className='partner-meta'>你没有任何语言的模板权限，请联系管理员。</Text>
      )}
      {s.run && (
        <View className='card'>
          <Text className={`partner-state partner-state--${s.run.verdict === 'AC' ? 'approved' : s.run.status === 'done' ? 'rejected' : 'pending'}`}>
            {s.run.status === 'done' ? `${s.run.verdict ? VERDICT_LABEL[s.run.verdict] : ''}：通过 ${s.run.passed}/${s.run.total} 组数据` : '评测中...'}
          </Text>
          {s.run.compile_output && <Text className='partner-code'>{s.run.compile_output}</Text>}
        </View>
      )}
      <View className='partner-actions'>
        <View className={`btn ${s.busy || !s.lang ? 'btn--disabled' : ''}`} onClick={s.startRun}>
          试运行（全部测试数据）
        </View>
        <View className={`btn btn--primary ${s.busy || !s.passed || !s.code.trim() ? 'btn--disabled' : ''}`} onClick={s.save}>
          保存并提交审核
        </View>
      </View>
      {!s.passed && <Text className='partner-meta'>保存前需用当前解答试运行并通过全部数据。</Text>}
      {p.versions.length > 0 && <Text className='partner-sub'>我的版本</Text>}
      {p.versions.map((v) => (
        <View key={v.template_id} className='card partner-row'>
          <Text className='partner-meta'>
            {langLabel(v.lang)} 第 {v.version} 版 · {formatDate(v.created_at)}
            {v.review_note ? ` · ${v.review_note}` : ''}
          </Text>
          <Text className={`partner-state partner-state--${v.state}`}>{TEMPLATE_STATE_LABEL[v.state]}</Text>
        </View>
      ))}
    </View>
  );
}
