import ServiceTasks from '../../../components/course/service-tasks';
import PageShell from '../../../layouts/page-shell';
import './index.scss';

/** 项目实战任务 across my courses. */
export default function ServiceTaskPage() {
  return (
    <PageShell name='serviceTask'>
      <ServiceTasks kind='project' emptyText='购买课程后即可参加项目实战' />
    </PageShell>
  );
}
