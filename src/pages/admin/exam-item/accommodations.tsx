import { Button, Card, DatePicker, Form, InputNumber, Input, Table, message } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import type { AccommodationRow } from '../../../../types/exam-admin';
import { adminAccommodations, adminDeleteAccommodation, adminSaveAccommodation } from '../../../services/api/exam-admin';
import { ApiError } from '../../../services/request';
import { formatDate } from '../../../utils/format';

/** Per-user accommodations: extra minutes per attempt and/or another window. */
export default function Accommodations({ eid }: { eid: string }) {
  const [rows, setRows] = useState<AccommodationRow[]>([]);
  const [form] = Form.useForm();
  const reload = useCallback(() => void adminAccommodations(eid).then(setRows), [eid]);
  useEffect(reload, [reload]);
  const save = async (v: { uid: string; extra_minutes?: number; window?: [dayjs.Dayjs, dayjs.Dayjs] }) => {
    try {
      setRows(await adminSaveAccommodation({ exam_id: eid, uid: v.uid, extra_minutes: v.extra_minutes ?? 0, ...(v.window ? { start_at: v.window[0].toISOString(), end_at: v.window[1].toISOString() } : {}) }));
      form.resetFields();
      void message.success('已保存');
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : '保存失败');
    }
  };
  return (
    <Card title='特殊安排（个别考生延时或另设时间）' size='small' style={{ marginTop: 16 }}>
      <Form form={form} layout='inline' onFinish={(v) => void save(v as never)} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item name='uid' rules={[{ required: true, message: '请填写 UID' }]}>
          <Input placeholder='考生 UID' style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name='extra_minutes' label='延长（分钟）'>
          <InputNumber min={0} max={1440} />
        </Form.Item>
        <Form.Item name='window' label='另设时间'>
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Button htmlType='submit'>保存</Button>
      </Form>
      <Table<AccommodationRow>
        rowKey='id'
        size='small'
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'UID', dataIndex: 'uid' },
          { title: '昵称', dataIndex: 'nick_name' },
          { title: '延长', dataIndex: 'extra_minutes', render: (v: number) => `${v} 分钟` },
          { title: '另设时间', render: (_, r) => (r.start_at && r.end_at ? `${formatDate(r.start_at)} ~ ${formatDate(r.end_at)}` : '—') },
          { title: '操作', render: (_, r) => <a onClick={() => void adminDeleteAccommodation(r.id).then(reload)}>删除</a> },
        ]}
      />
    </Card>
  );
}
