import { Hono } from 'hono';
import { authPages } from './auth/pages.ts';
import { authApi } from './auth/routes.ts';
import { loadSession } from './auth/session.ts';
import { createDb } from './db/client.ts';
import { readConfig, type AppEnv } from './env.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { limitBody, rejectCrossSiteWrites, securityHeaders } from './http/security.ts';

/**
 * The Worker's HTTP surface. Request flow: security headers → (for /api) per-request context, CSRF check,
 * body limit (64 KB; 7 MB for image-carrying routes), session → the domain router → JSON errors. See docs/ARCHITECTURE.md.
 */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders);
  app.use('/api/*', async (c, next) => {
    c.set('config', readConfig(c.env));
    c.set('db', createDb(c.env.DB));
    await next();
  });
  app.use('/api/*', rejectCrossSiteWrites, limitBody, loadSession);

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api/auth', authApi);
  app.route('/api', authPages);

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
