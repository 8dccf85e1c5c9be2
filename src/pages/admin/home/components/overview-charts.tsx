import { Card, Col, Empty, Row, Table } from 'antd';
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { OverviewStats, RankedRow } from '../../../../../types/overview';
import { formatMetric } from '../../../../../types/overview';
import { langLabel } from '../../../../../types/judge';

// only what the overview draws: this chunk loads with the admin home page, never on learner pages
echarts.use([LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

const COLORS = ['#1f6feb', '#52c41a', '#fa8c16'];

/** 30-day trends, the language share and the top lists. */
export default function OverviewCharts({ stats }: { stats: OverviewStats }) {
  const labels = stats.days.map((d) => d.slice(5));
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {stats.trends.map((t, i) => (
          <Col key={t.key} xs={24} lg={8}>
            <Card size='small' title={`${t.title} · 近30天`} className='overview__chart' data-trend={t.key}>
              <ReactEChartsCore
                echarts={echarts}
                style={{ height: 220 }}
                option={{
                  color: [COLORS[i % COLORS.length]],
                  grid: { left: 48, right: 12, top: 16, bottom: 28 },
                  tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatMetric(Number(v) * (t.unit === 'fen' ? 100 : 1), t.unit) },
                  xAxis: { type: 'category', data: labels, boundaryGap: false },
                  yAxis: { type: 'value', minInterval: 1 },
                  series: [{ type: 'line', smooth: true, areaStyle: { opacity: 0.12 }, data: t.unit === 'fen' ? t.values.map((v) => v / 100) : t.values }],
                }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={8}>
          <Card size='small' title='语言占比 · 近30天' className='overview__chart' data-trend='languages'>
            {stats.languages.length ? (
              <ReactEChartsCore
                echarts={echarts}
                style={{ height: 240 }}
                option={{
                  tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
                  legend: { bottom: 0, type: 'scroll' },
                  series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '44%'], data: stats.languages.map((l) => ({ name: langLabel(l.lang), value: l.count })) }],
                }}
              />
            ) : (
              <Empty description='近30天暂无提交' />
            )}
          </Card>
        </Col>
        {stats.top.map((t) => (
          <Col key={t.kind} xs={24} lg={8}>
            <Card size='small' title={`${t.title} · 近30天`}>
              <Table<RankedRow>
                size='small'
                rowKey='id'
                pagination={false}
                dataSource={t.rows}
                locale={{ emptyText: '近30天暂无数据' }}
                columns={[
                  { title: '名称', dataIndex: 'name', ellipsis: true },
                  { title: '开始', dataIndex: 'starts', width: 64 },
                  { title: '完成', dataIndex: 'completions', width: 64 },
                ]}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
