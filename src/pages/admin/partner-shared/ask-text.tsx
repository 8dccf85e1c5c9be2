import { Input, Modal } from 'antd';

/** Asks for a line of text (a review note, a reason); resolves null when cancelled. */
export function askText(title: string, opts: { required?: boolean; placeholder?: string } = {}): Promise<string | null> {
  return new Promise((resolve) => {
    let value = '';
    Modal.confirm({
      title,
      content: <Input.TextArea rows={3} maxLength={500} placeholder={opts.placeholder} onChange={(e) => (value = e.target.value)} />,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        if (opts.required && !value.trim()) {
          void Modal.warning({ title: '请填写内容' });
          return Promise.reject(new Error('required'));
        }
        resolve(value.trim());
        return undefined;
      },
      onCancel: () => resolve(null),
    });
  });
}
