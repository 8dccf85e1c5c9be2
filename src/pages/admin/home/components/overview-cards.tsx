import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { OverviewCard } from '../../../../../types/overview';
import { formatMetric, periodChange } from '../../../../../types/overview';
import { go } from '../../../../platform/navigation';

/** One card per metric: today, the last 7 days and the change against the 7 days before; a click opens the list behind it. */
export default function OverviewCards({ cards, judgeQueue }: { cards: OverviewCard[]; judgeQueue: number }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => {
        const change = periodChange(c.last7, c.prev7);
        return (
          <Col key={c.key} xs={24} sm={12} lg={8} xl={6}>
            <Card hoverable size='small' className='overview__card' data-metric={c.key} onClick={() => go(c.link)}>
              <Statistic title={`${c.title}（今日）`} value={formatMetric(c.today, c.unit)} />
              <Typography.Text type='secondary' className='overview__period'>
                近7天 {formatMetric(c.last7, c.unit)}
                {' · '}
                {change === null ? '上期无数据' : <span style={{ color: change >= 0 ? '#389e0d' : '#cf1322' }}>{`较上期 ${change >= 0 ? '↑' : '↓'}${Math.abs(change)}%`}</span>}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
      <Col xs={24} sm={12} lg={8} xl={6}>
        <Card hoverable size='small' className='overview__card' data-metric='judge_queue' onClick={() => go('/admin/oj/submission')}>
          <Statistic title='评测队列（实时）' value={judgeQueue} suffix='个待评测' />
          <Typography.Text type='secondary' className='overview__period'>
            实时读取，不经汇总
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
