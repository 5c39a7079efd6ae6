import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (the `oidc-provider` package) on a loopback port, for single sign-on tests. Its
 * accounts are e-mail addresses: whoever types an address on its login page is that person. One switch
 * makes it misbehave: `issueForAudience` re-signs the ID tokens it issues, with its own key, for another client.
 */
export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** When set, ID tokens from the token endpoint name this audience instead of the client. */
  issueForAudience: string | null;
  /** Signs in at the provider without a browser: follows its redirects and fills its login form. */
  signIn(authorizationUrl: string, email: string): Promise<URL>;
  close(): Promise<void>;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function resign(idToken: string, audience: string, key: KeyObject, kid: string): string {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = b64url(JSON.stringify({ ...payload, aud: audience }));
  return `${head}.${body}.${b64url(sign('sha256', Buffer.from(`${head}.${body}`), key))}`;
}

export async function startOpenIdProvider(options: { redirectUris: string[]; clientId?: string }): Promise<TestOpenIdProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-signing-key';
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const clientId = options.clientId ?? 'switchboard';
  const clientSecret = 'provider-issued-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['openid-provider-test-cookie-key'] },
    pkce: { required: () => true, methods: ['S256'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => {
        const [local = ''] = accountId.split('@');
        const [given = local, family = 'Provider'] = local.split('.');
        return { sub: accountId, email: accountId, email_verified: true, given_name: given, family_name: family };
      },
    }),
    // Every client is trusted with what it asks: no consent page between login and the redirect.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const state: TestOpenIdProvider = {
    issuer,
    clientId,
    clientSecret,
    issueForAudience: null,
    signIn: async (authorizationUrl, email) => {
      const cookies = new Map<string, string>();
      const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
        const response = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return response;
      };
      let response = await go(authorizationUrl);
      for (let hops = 0; hops < 10; hops += 1) {
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${response.status}: ${(await response.text()).slice(0, 200)}`);
        const next = new URL(location, issuer);
        if (next.origin !== issuer) return next;
        if (next.pathname.startsWith('/interaction/')) {
          await go(next.href);
          response = await go(next.href, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login: email, password: 'any' }).toString(),
          });
        } else {
          response = await go(next.href);
        }
      }
      throw new Error('the provider kept redirecting');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (state.issueForAudience && ctx.path === '/token' && body && typeof body.id_token === 'string') {
      body.id_token = resign(body.id_token, state.issueForAudience, privateKey, kid);
    }
  });
  server.on('request', provider.callback());
  return state;
}
