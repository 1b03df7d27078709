import type { FastifyInstance } from 'fastify';

/**
 * The policy for every HTML page the server sends (the SPA's index.html, the local checkout and
 * the e-mail link pages). Tokens live in localStorage, so script injection is the threat that
 * matters: scripts only from our own origin (the build has no inline script), no plugins, no
 * <base> rewriting, no framing. Styles allow inline: past reports are e-mail HTML (style
 * attributes throughout) shown in a srcdoc iframe, which inherits this policy. Images: our own
 * (uploaded photos), data:/blob: (the photo preview before upload) and Google account avatars.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.googleusercontent.com",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year; only ever sent over TLS (a browser ignores it over plain HTTP, and it must not pin a plain-HTTP dev setup). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Headers decided from the finished answer: the CSP on HTML, HSTS when the request came over TLS
 * (directly, or via a trusted proxy's X-Forwarded-Proto: https), and `Cache-Control: no-store` on
 * every API answer that does not choose its own caching: they carry tokens and personal data
 * (sign-in, profile, billing, saved ideas, reports) and must not sit in a browser or proxy cache.
 */
export function addSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    if (req.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if ((req.url === '/api' || req.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
