import { startDraining } from '../../server/health/state';
import { Agent } from '../support/agent';
import { setUpTestApp } from '../support/testApp';

const app = setUpTestApp();

describe('issue 39 liveness and readiness for load balancers and orchestrators', () => {
  it('issue 39 /api/health/live answers ok without asking the database; /api/health/ready is the health report', async () => {
    const agent = new Agent(app().url);
    expect(await agent.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await agent.get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: { ok: true }, storage: { mode: 'local' } });
  });

  // Last in this file: the flag lives on this file's global object.
  it('issue 39 once the instance is leaving, ready answers 503 draining and live still ok', async () => {
    startDraining();
    const agent = new Agent(app().url);
    expect(await agent.get('/api/health/ready')).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect(await agent.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect((await agent.get('/api/health')).status).toBe(200);
  });
});
