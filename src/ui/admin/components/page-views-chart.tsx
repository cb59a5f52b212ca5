import { BarChart } from 'chartist';
import { useEffect, useId, useRef } from 'react';
import { formatCalendarDay, formatShortDay } from './format';

const number = new Intl.NumberFormat('en-GB');

/**
 * Page views per London day as a bar chart (Chartist, ADR 052: SVG, about 8 KB gzipped, in the
 * console's chunk only), with the same figures as a table under it: the chart is a picture for
 * sighted readers (hidden from screen readers), the table the figures for everyone.
 */
export function PageViewsChart({
  days,
}: {
  readonly days: readonly { readonly date: string; readonly views: number }[];
}) {
  const chartRef = useRef<HTMLDivElement>(null);
  const tableId = useId();

  useEffect(() => {
    const element = chartRef.current;
    if (!element) return;
    // At most about 10 labels along the axis, whatever the range's length and the chart's width.
    const every = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(element.clientWidth / 70))));
    const chart = new BarChart(
      element,
      {
        labels: days.map((d, i) => (i % every === 0 ? formatShortDay(d.date) : '')),
        series: [days.map((d) => d.views)],
      },
      {
        height: 260,
        axisY: { onlyInteger: true, labelInterpolationFnc: (value: unknown) => number.format(Number(value)) },
        axisX: { showGrid: false },
        chartPadding: { top: 16, right: 8, bottom: 4, left: 8 },
      },
    );
    // Bars six tenths of a day's width, so a week and a year both read as bars.
    chart.on('draw', (data: { type: string; element: { attr(a: Record<string, string>): unknown } }) => {
      if (data.type !== 'bar') return;
      const width = Math.max(2, Math.min(40, (element.clientWidth / Math.max(1, days.length)) * 0.6));
      data.element.attr({ style: `stroke-width: ${width.toFixed(1)}px` });
    });
    return () => {
      chart.detach();
    };
  }, [days]);

  const total = days.reduce((n, d) => n + d.views, 0);
  return (
    <figure className="admin-chart-figure">
      <div ref={chartRef} className="admin-chart" aria-hidden="true" />
      <figcaption className="admin-muted">
        {number.format(total)} page {total === 1 ? 'view' : 'views'} in {days.length}{' '}
        {days.length === 1 ? 'day' : 'days'}.
      </figcaption>
      <details className="admin-chart-table">
        <summary aria-controls={tableId}>Page views per day as a table</summary>
        <div className="admin-table-scroll">
          <table className="admin-table" id={tableId}>
            <caption className="visually-hidden">Page views per London day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="admin-cell-end">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">
                    <time dateTime={d.date}>{formatCalendarDay(d.date)}</time>
                  </th>
                  <td className="admin-cell-end">{number.format(d.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
