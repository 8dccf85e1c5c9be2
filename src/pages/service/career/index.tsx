import ServiceTasks from '../../../components/course/service-tasks';
import PageShell from '../../../layouts/page-shell';
import './index.scss';

/** 求职实战任务 (résumé and interview tasks) across my courses, reviewed by the teachers. */
export default function ServiceCareerPage() {
  return (
    <PageShell name='serviceCareer'>
      <ServiceTasks kind='career' emptyText='购买课程后即可参加求职实战任务' />
    </PageShell>
  );
}
