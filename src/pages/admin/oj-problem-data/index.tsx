import { Alert, Button, Card, Descriptions, Progress, Space, Table, Tag, Upload } from 'antd';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { useProblemData } from './use-problem-data';

export default function AdminOjProblemDataPage() {
  return (
    <AdminShell name='adminOjProblemData'>
      <ProblemData />
    </AdminShell>
  );
}

const kb = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(2)} MB`);

function ProblemData() {
  const s = useProblemData();
  const r = s.report;
  return (
    <Card
      title={s.problem ? `评测数据：${s.problem.no}. ${s.problem.title}` : '评测数据'}
      extra={
        <Space>
          <Button onClick={() => go(`/admin/oj/problem/${s.pid}`)}>编辑题目</Button>
          <Button disabled={!s.problem?.has_data} onClick={() => void s.download()}>
            下载数据包
          </Button>
        </Space>
      }
    >
      <Upload.Dragger
        accept='.zip'
        multiple={false}
        showUploadList={false}
        disabled={s.percent !== null}
        beforeUpload={(file) => {
          void s.upload(file);
          return false;
        }}
      >
        <p className='ant-upload-text'>点击或拖入数据包（.zip，不超过20MB）</p>
        <p className='ant-upload-hint'>包含 1.in/1.out、2.in/2.out …，可选 config.yaml、checker.cpp（配 testlib.h）或 checker.py；上传后覆盖原数据</p>
      </Upload.Dragger>
      {s.percent !== null && <Progress percent={Math.round(s.percent)} status='active' style={{ marginTop: 12 }} />}
      {s.error && <Alert className='oj-data__error' type='error' showIcon title={s.error} style={{ marginTop: 12 }} />}
      {r && (
        <div className='oj-data__report' style={{ marginTop: 16 }}>
          <Descriptions title='校验报告' bordered size='small' column={3}>
            <Descriptions.Item label='测试点'>{r.case_count} 个</Descriptions.Item>
            <Descriptions.Item label='总大小'>{kb(r.total_bytes)}</Descriptions.Item>
            <Descriptions.Item label='评测规则'>
              {r.checker}
              {r.checker_file && <Tag style={{ marginLeft: 8 }}>{r.checker_file}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label='子任务' span={2}>
              {r.subtasks.map((st, i) => (
                <Tag key={i}>
                  {st.score} 分：#{st.cases.join(', #')}
                </Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label='上传时间'>{new Date(r.uploaded_at).toLocaleString('zh-CN')}</Descriptions.Item>
            {r.adopted.length > 0 && (
              <Descriptions.Item label='采用数据包设置' span={3}>
                {r.adopted.join('；')}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Table
            style={{ marginTop: 12 }}
            size='small'
            rowKey='id'
            pagination={false}
            dataSource={r.cases}
            columns={[
              { title: '测试点', dataIndex: 'id', render: (v: number) => `#${v}` },
              { title: '输入', dataIndex: 'input_bytes', render: kb },
              { title: '输出', dataIndex: 'output_bytes', render: kb },
            ]}
          />
        </div>
      )}
      {!r && s.problem && !s.problem.has_data && <Alert type='warning' showIcon title='本题还没有评测数据，学员暂不能提交' style={{ marginTop: 12 }} />}
    </Card>
  );
}
