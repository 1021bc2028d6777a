// The funnel per Colombo day as lines (uPlot, loaded with the dashboard's chunk only).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { COLOMBO_TZ, dayStart } from '../../../common/colombo';
import { num } from '../../format';
import { LABELS, STEPS, type Funnel } from './funnel';

const COLOURS = ['#1d4ed8', '#047857', '#7c3aed', '#b45309', '#be123c', '#0f766e'];

export function Chart({ funnel }: { funnel: Funnel }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    // x: each Colombo day's midnight as seconds; uPlot shows them in the zone given by tzDate.
    const xs = funnel.days.map((d) => dayStart(d.date).getTime() / 1000);
    const data: uPlot.AlignedData = [xs, ...STEPS.map((s) => funnel.days.map((d) => d[s]))];
    const plot = new uPlot(
      {
        width: Math.min(box.current.clientWidth || 900, 1100),
        height: 280,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), COLOMBO_TZ),
        series: [{ label: 'Day' }, ...STEPS.map((s, i) => ({ label: LABELS[s], stroke: COLOURS[i], width: 2 }))],
        axes: [{}, { values: (_u, ticks) => ticks.map((t) => num(t)) }],
      },
      data,
      box.current,
    );
    return () => plot.destroy();
  }, [funnel]);
  return (
    <div
      ref={box}
      className="chart"
      role="img"
      aria-label={`Funnel per day from ${funnel.from} to ${funnel.to}; the figures are in the table below.`}
    />
  );
}
