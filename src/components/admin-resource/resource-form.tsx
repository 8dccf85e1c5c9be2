import { Button, Card, Form, type FormInstance, message, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../services/request';
import { FieldInput } from './field-input';
import { formRules } from './rules';
import { type FormSubmit, type ResourceDef, type ResourceField, type Row, valueOf } from './types';
import { toFormValue, toWireValue } from './values';
import './index.scss';

export const formFields = <R extends object>(def: ResourceDef<R>, creating: boolean) =>
  def.fields.filter((f) => f.editable === true || (f.editable === 'create' && creating));

/** Form values of a record (or of a new one) for the editable fields. */
export function initialValues<R extends object>(fields: ResourceField<R>[], row: R | null): Row {
  return Object.fromEntries(fields.map((f) => [f.key, toFormValue(f as ResourceField<never>, row ? (f.from ? f.from(row) : valueOf(row, f.key)) : typeof f.initial === 'function' ? (f.initial as () => unknown)() : f.initial)]));
}

/** Wire values of the form: money in fen, dates as ISO, comma lists joined. */
export function wireValues<R extends object>(fields: ResourceField<R>[], values: Row): Row {
  return Object.fromEntries(fields.map((f) => [f.key, toWireValue(f as ResourceField<never>, values[f.key])]));
}

/** Validates, converts to wire form, saves and maps the server's field errors onto the inputs. */
function useResourceSubmit<R extends object>(def: ResourceDef<R>, row: R | null, form: FormInstance<Row>, onSaved: (result: unknown) => void, submits?: FormSubmit[]) {
  const [saving, setSaving] = useState<string | false>(false);
  const fields = formFields(def, !row);
  const submit = async (key = 'ok') => {
    let values: Row;
    try {
      values = wireValues(fields, await form.validateFields());
    } catch {
      return;
    }
    const crossErrors = def.validate?.(values) ?? {};
    if (Object.keys(crossErrors).length) {
      form.setFields(Object.entries(crossErrors).map(([name, e]) => ({ name, errors: [e] })));
      return;
    }
    setSaving(key);
    try {
      const done = await def.save!(values, row, submits ? key : undefined);
      void message.success(def.savedText ?? (typeof done === 'string' ? done : '已保存'));
      onSaved(done);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length) {
        const known = e.errors.filter((x) => fields.some((f) => f.key === x.field));
        form.setFields(known.map((x) => ({ name: x.field, errors: [x.message] })));
        if (known.length < e.errors.length) void message.error(e.message);
      } else void message.error(e instanceof ApiError ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };
  return { fields, saving, submit };
}

/** The form's inputs: rules from types/, fields shown only while `visibleWhen` holds. */
function FormBody<R extends object>({ form, fields, row }: { form: FormInstance<Row>; fields: ResourceField<R>[]; row: R | null }) {
  return (
    <Form form={form} layout='vertical' className='admin-resource__form' initialValues={initialValues(fields, row)}>
      {fields.map((f) => {
        const item = (
          <Form.Item key={f.key} name={f.key} label={f.title} extra={f.help} rules={formRules(f as ResourceField<never>)} valuePropName={f.type === 'switch' ? 'checked' : 'value'}>
            {f.input ? f.input({ editing: row }) : <FieldInput field={f as ResourceField<never>} currentLabel={row ? f.relation?.label?.(row) : undefined} />}
          </Form.Item>
        );
        const when = f.visibleWhen;
        if (!when) return item;
        return (
          <Form.Item key={f.key} noStyle shouldUpdate>
            {({ getFieldsValue }) => (when(getFieldsValue(true) as Row) ? item : null)}
          </Form.Item>
        );
      })}
    </Form>
  );
}

/**
 * Create/edit modal: rules from types/, server field errors shown under their inputs. `submits`
 * replaces the OK button with several (需修改 / 通过); `def.save` gets the pressed one's key.
 */
export function ResourceForm<R extends object>({ def, row, open, onClose, onSaved, submits }: { def: ResourceDef<R>; row: R | null; open: boolean; onClose: () => void; onSaved: () => void; submits?: FormSubmit[] }) {
  const [form] = Form.useForm<Row>();
  const { fields, saving, submit } = useResourceSubmit(def, row, form, onSaved, submits);
  return (
    <Modal
      open={open}
      width={def.formWidth ?? 560}
      title={def.formTitle?.(row) ?? `${row ? '编辑' : '新建'}${def.title}`}
      okText={def.okText ?? '保存'}
      cancelText='取消'
      confirmLoading={saving === 'ok'}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      footer={
        submits &&
        ((_, { CancelBtn }) => (
          <>
            <CancelBtn />
            {submits.map((b) => (
              <Button key={b.key} danger={b.danger} type={b.primary ? 'primary' : 'default'} loading={saving === b.key} disabled={!!saving && saving !== b.key} onClick={() => void submit(b.key)}>
                {b.label}
              </Button>
            ))}
          </>
        ))
      }
    >
      {/* mounted fresh on every open (destroyOnHidden), so the initial values are the record's */}
      <FormBody form={form} fields={fields} row={row} />
    </Modal>
  );
}

/**
 * The same form as a page (a course's or a lesson's own edit page): a card with the form and a
 * save button. Mount it once the record is loaded (`key` it by the record) so its values are the
 * record's; `onSaved` gets what `def.save` returned (e.g. the new record to navigate to).
 */
export function ResourceFormCard<R extends object>({ def, row, onSaved, extra }: { def: ResourceDef<R>; row: R | null; onSaved?: (result: unknown) => void; extra?: ReactNode }) {
  const [form] = Form.useForm<Row>();
  const { fields, saving, submit } = useResourceSubmit(def, row, form, (r) => onSaved?.(r));
  return (
    <Card className='admin-resource' title={def.formTitle?.(row) ?? `${row ? '编辑' : '新建'}${def.title}`} extra={extra}>
      <div style={{ maxWidth: 720 }}>
        <FormBody form={form} fields={fields} row={row} />
        <Button type='primary' loading={saving === 'ok'} onClick={() => void submit()}>
          {def.okText ?? '保存'}
        </Button>
      </div>
    </Card>
  );
}
