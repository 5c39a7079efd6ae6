import type { FastifyInstance } from 'fastify';

/**
 * The single-page app's content security policy. Scripts only from our origin (Vite emits no inline
 * script); styles also inline because Mantine writes its theme variables into a <style> element and
 * positions overlays with style attributes; media and images may be blobs (call recordings, bot speech,
 * uploaded previews); frames may be any https page, since administrators register embedded applications
 * by URL; only our own pages may frame ours (full-size app views).
 */
export const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Headers on every reply. A route that sets its own content-security-policy (user files, exports: a
 * sandbox) keeps it; everything else — the app shell, its assets, the API — gets the app's policy.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', SPA_CSP);
    return payload;
  });
}
