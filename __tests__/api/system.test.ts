import { ALL_ENDPOINTS } from '../../server/http/catalogue';
import { Agent } from '../support/agent';
import { apiRouteFiles, setUpTestApp } from '../support/testApp';

const app = setUpTestApp();

describe('health, OpenAPI and route files', () => {
  it('GET /api/health reports the database reachable', async () => {
    const reply = await new Agent(app().url).get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'ok', database: { ok: true } });
  });

  it('serves an OpenAPI description generated from the handlers’ schemas', async () => {
    const reply = await new Agent(app().url).get('/api/openapi');
    expect(reply.body.openapi).toBe('3.1.0');
    const body = reply.body.paths['/api/v3/users/{uid}'].put.requestBody.content['application/json'].schema;
    expect(body).toEqual({ $ref: '#/components/schemas/ProfileBody' });
    expect(reply.body.components.schemas.ProfileBody.properties).toHaveProperty('aboutme');
    expect(reply.body.paths['/api/logout'].post.description).toContain('POST /logout');
  });

  it('every endpoint in the catalogue has its route file under pages/api', () => {
    const routes = new Set(apiRouteFiles().map((r) => r.route.replace(/\[(\w+)\]/g, '{$1}')));
    for (const ep of ALL_ENDPOINTS) expect(routes).toContain(ep.path);
  });

  it('answers 405 with the Allow header for a method a route does not serve', async () => {
    const reply = await new Agent(app().url).request('DELETE', '/api/config');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET');
  });
});

describe('roles: the first account on an empty database is the administrator', () => {
  it('makes exactly one administrator when the first sign-ups arrive at once, who may edit others', async () => {
    // This file's database is empty until now.
    const agents = Array.from({ length: 5 }, () => new Agent(app().url));
    await Promise.all(agents.map((a) => a.config()));
    await Promise.all(
      agents.map((a, i) => a.post('/api/v3/users', { username: `racer${i}`, email: `racer${i}@example.test`, password: 'long enough pw' })),
    );
    const configs = await Promise.all(
      agents.map(async (a) => {
        await a.request('POST', '/register/complete', { form: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' } });
        return a.config();
      }),
    );
    const admins = configs.filter((c) => c.user.groups.includes('administrators'));
    expect(admins).toHaveLength(1);
    const admin = agents[configs.indexOf(admins[0])]!;
    const victim = configs.find((c) => c !== admins[0])!;
    const edit = await admin.put(`/api/v3/users/${victim.uid}`, { location: 'Set by admin' });
    expect(edit.status).toBe(200);
    expect(edit.body.response.location).toBe('Set by admin');
  });
});
