import { describe, expect, it } from 'vitest';
import { createRegistry } from './prometheus';

/** The text format the dashboards and /metrics tests read (decision 026), kept byte for byte. */
describe('the Prometheus registry', () => {
  it('counts one series per label set, in whatever order the labels come', async () => {
    const registry = createRegistry();
    const requests = registry.counter('t_requests_total', 'Requests.');
    requests.inc({ method: 'GET', route: '/a' });
    requests.inc({ route: '/a', method: 'GET' }, 2);
    requests.inc({ method: 'GET', route: '/a:1' });
    requests.inc({ method: 'GET:', route: 'a' });
    expect(await registry.render()).toBe(
      [
        '# HELP t_requests_total Requests.',
        '# TYPE t_requests_total counter',
        't_requests_total{method="GET",route="/a"} 3',
        't_requests_total{method="GET",route="/a:1"} 1',
        't_requests_total{method="GET:",route="a"} 1',
        '',
      ].join('\n'),
    );
  });

  it('renders cumulative buckets with le last, +Inf, sum and count', async () => {
    const registry = createRegistry();
    const latency = registry.histogram('t_seconds', 'Time.', [1, 0.1]);
    for (const v of [0.05, 0.1, 0.5, 3, Number.NaN]) latency.observe({ route: '/x"\n' }, v);
    const text = await registry.render();
    expect(text).toContain('t_seconds_bucket{route="/x\\"\\n",le="0.1"} 2\n');
    expect(text).toContain('t_seconds_bucket{route="/x\\"\\n",le="1"} 3\n');
    expect(text).toContain('t_seconds_bucket{route="/x\\"\\n",le="+Inf"} 5\n');
    expect(text).toContain('t_seconds_sum{route="/x\\"\\n"} NaN\n');
    expect(text).toContain('t_seconds_count{route="/x\\"\\n"} 5\n');
  });
});
