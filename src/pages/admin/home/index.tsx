import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminMenu } from '../../../routes';
import { useAdminHome } from './use-admin-home';

export default function AdminHomePage() {
  return (
    <AdminShell name='adminHome'>
      <AdminHome />
    </AdminShell>
  );
}

function AdminHome() {
  const { users, error, reload } = useAdminHome();
  const sections = adminMenu().filter((r) => r.name !== 'adminHome');
  return (
    <>
      {error && (
        <Alert
          type='error'
          showIcon
          title={error}
          action={<Button size='small' onClick={reload}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={16}>
        <Col span={6}>
          <Card>
            <Statistic title='注册用户' value={users ?? 0} loading={users === null && !error} />
          </Card>
        </Col>
      </Row>
      <Card title='管理功能' style={{ marginTop: 16 }}>
        {sections.map((r) => (
          <Button key={r.path} type='link' onClick={() => go(r.path)}>
            {r.displayName}
          </Button>
        ))}
      </Card>
    </>
  );
}
