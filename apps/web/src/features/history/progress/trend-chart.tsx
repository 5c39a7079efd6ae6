import { useId } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/ui/format-timestamp';

export interface TrendPoint {
  /** ISO timestamp of the session. */
  at: string;
  /** 0–100. */
  value: number;
}

interface TrendChartProps {
  /** Translated KPI name: names the chart and its table. */
  label: string;
  points: readonly TrendPoint[];
  /** CSS colour of the line. */
  colour: string;
  height?: number;
}

const WIDTH = 320;
const PAD = { top: 10, right: 10, bottom: 22, left: 30 };
const GRID = [0, 50, 100];

/** x positions spread evenly by session (sessions, not calendar days, are what improve). */
export function chartGeometry(points: readonly TrendPoint[], height: number) {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (v: number) => PAD.top + innerH - (Math.min(100, Math.max(0, v)) / 100) * innerH;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return { x, y, path, innerW, innerH };
}

/**
 * One KPI over time as a small inline SVG line chart (no chart library: a few hundred bytes per chart).
 * Screen readers get the same numbers as a table.
 */
export function TrendChart({ label, points, colour, height = 140 }: TrendChartProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { x, y, path } = chartGeometry(points, height);
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure style={{ margin: 0 }} data-testid="trend-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ display: 'block', overflow: 'visible' }}
      >
        <title id={titleId}>
          {last && first
            ? t('history.progress.chartSummary', {
                kpi: label,
                sessions: points.length,
                first: Math.round(first.value),
                last: Math.round(last.value),
              })
            : label}
        </title>
        {GRID.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(v)}
              y2={y(v)}
              stroke="var(--mantine-color-gray-3)"
              strokeDasharray={v === 0 ? undefined : '3 3'}
            />
            <text x={PAD.left - 6} y={y(v) + 3} fontSize="9" textAnchor="end" fill="var(--mantine-color-gray-7)">
              {v}
            </text>
          </g>
        ))}
        {points.length > 1 && <path d={path} fill="none" stroke={colour} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />}
        {points.map((p, i) => (
          <circle key={`${p.at}-${i}`} cx={x(i)} cy={y(p.value)} r={points.length > 30 ? 1.5 : 3} fill={colour} />
        ))}
        {first && (
          <text x={x(0)} y={height - 6} fontSize="9" textAnchor={points.length > 1 ? 'start' : 'middle'} fill="var(--mantine-color-gray-7)">
            {formatDate(first.at)}
          </text>
        )}
        {last && points.length > 1 && (
          <text x={x(points.length - 1)} y={height - 6} fontSize="9" textAnchor="end" fill="var(--mantine-color-gray-7)">
            {formatDate(last.at)}
          </text>
        )}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.progress.date')}</th>
              <th scope="col">{t('history.progress.value')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.at}-${i}`}>
                <td>{formatDate(p.at)}</td>
                <td>{Math.round(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
